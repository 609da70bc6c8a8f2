// The viewer of a GraphQL operation: `context.viewer`, set by graphql/context.ts from the bearer
// token (HTTP `Authorization: Bearer`, websocket `?token=`) through the app's session lookup
// (http/auth.ts).
import { unauthorized } from '../errors';
import type { Viewer } from '../http/auth';

export type { Viewer } from '../http/auth';

/** The viewer, or an UNAUTHORIZED error: for resolvers of signed-in-only fields. */
export function requireViewer(context: { viewer: Viewer | null }): Viewer {
  if (!context.viewer) throw unauthorized();
  return context.viewer;
}
