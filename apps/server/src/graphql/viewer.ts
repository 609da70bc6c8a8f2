// Who is asking. The one place a bearer token becomes a viewer, for HTTP (Authorization: Bearer)
// and the websocket (?token=) alike.
//
// A token becomes a viewer through the identity module's session lookup: the token's SHA-256
// hash → an unexpired, unrevoked session → an ACTIVE user (modules/identity/sessions.ts).
import type { Config } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
import type { Logger } from '../http/logger';
import { findViewerByToken } from '../modules/identity/sessions';

export interface Viewer {
  /** the user's id (same as `userId`) */
  id: string;
  /** the user's id */
  userId: string;
  /** the session the bearer token belongs to */
  sessionId: string;
  email: string;
  /** the language saved on the profile */
  language: string;
}

export interface ViewerLookup {
  db: Db;
  config: Config;
  log: Logger;
}

export async function resolveViewer(
  deps: ViewerLookup,
  token: string | null,
): Promise<Viewer | null> {
  if (!token) return null;
  return findViewerByToken(deps.db, token);
}

/** Reads the token of `Authorization: Bearer <token>`. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The viewer, or an UNAUTHORIZED error: for resolvers of signed-in-only fields. */
export function requireViewer(context: { viewer: Viewer | null }): Viewer {
  if (!context.viewer) throw unauthorized();
  return context.viewer;
}
