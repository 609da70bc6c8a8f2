// The staff API's resolver context: who acts (a staff member or the automation actor), from where,
// and the process dependencies the services need.
import type DataLoader from 'dataloader';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../http/logger';
import type { UserRow } from '../modules/identity';
import type { AppDeps } from '../modules/types';
import type { RateLimiter } from '../http/rate-limit';
import type { AppPubSub } from '../pubsub';
import type { StaffRole } from './permissions';

/** Who performs a staff operation. */
export interface StaffActor {
  /** staff id, or `automation` for the OPERATOR_TOKEN actor */
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** the staff session (null for automation) */
  sessionId: string | null;
  /** when the session ends if idle (null for automation) */
  expiresAt: Date | null;
}

export interface StaffContext {
  deps: AppDeps;
  db: Db;
  config: Config;
  pubsub: AppPubSub;
  clock: Clock;
  log: Logger;
  requestId: string;
  /** null when no valid staff session / operator token came with the request */
  actor: StaffActor | null;
  /** the bearer token as sent (sign-out); never log it */
  token: string | null;
  ip: string | null;
  userAgent: string | null;
  /** counts staff sign-in attempts (STAFF_SIGN_IN) */
  rateLimiter: RateLimiter | null;
  /** what the current mutation writes to its audit row (set by the resolver, read by guard.ts) */
  note: AuditNote;
  /** players by id for the request's `player` fields, batched (players-read.ts playerLoader) */
  players: DataLoader<string, UserRow | null>;
}

/** The audit details a mutation's resolver fills in. */
export interface AuditNote {
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}
