// Who is asking. The one place a bearer token becomes a viewer, for HTTP (Authorization: Bearer)
// and the websocket (?token=) alike.
//
// Seam for the Identity issue: `resolveViewer` returns null (every request is a guest) until
// sessions exist; Identity replaces its body with a session lookup (token hash → session →
// user, rejecting expired or revoked sessions) and extends `Viewer` as it needs.
import type { Config } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
import type { Logger } from '../http/logger';

export interface Viewer {
  userId: string;
  sessionId: string;
}

export interface ViewerLookup {
  db: Db;
  config: Config;
  log: Logger;
}

export async function resolveViewer(
  _deps: ViewerLookup,
  _token: string | null,
): Promise<Viewer | null> {
  return null;
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
