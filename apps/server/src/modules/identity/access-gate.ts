// What sign-in and registration must ask another module first (responsible gaming: a time-out,
// self-exclusion or closure refuses the sign-in; an excluded player's email cannot register
// again). Identity does not know those rules: the app hands it a gate composed in
// `workflows/player-access.ts` (`AppDeps.playerAccess`, copied into the GraphQL context). It
// fails closed: a sign-in without a gate is refused.
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

export interface PlayerAccessGate {
  /** throws the refusal (RG_TIME_OUT, RG_SELF_EXCLUDED … with `until`) before a session is made */
  beforeSignIn(db: Db, userId: string, now: Date): Promise<void>;
  /** a session was made (sign-in, 2FA, registration): the session time limit counts from here */
  sessionStarted(db: Db, userId: string, now: Date): Promise<void>;
  /**
   * throws when the email, phone or identity (name + birth date) belongs to an excluded player;
   * `userId`: the account asking (its own keys do not count)
   */
  beforeRegistration(
    db: Db,
    input: {
      email?: string | null;
      phone?: string | null;
      identity?: PersonIdentity | null;
      userId?: string;
    },
    now: Date,
  ): Promise<void>;
  /** a player's identity was verified (KYC VERIFIED): remembered when the player is excluded */
  identityVerified(db: Db, userId: string, identity: PersonIdentity, now: Date): Promise<void>;
}

/** Who a player is, by a verified KYC: name and birth date (YYYY-MM-DD). */
export interface PersonIdentity {
  firstName: string;
  lastName: string;
  birthDate: string;
}

export function requireAccessGate(gate: PlayerAccessGate | undefined): PlayerAccessGate {
  if (!gate) {
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'Sign-in is not available right now.' });
  }
  return gate;
}
