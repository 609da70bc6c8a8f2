// Sessions: opaque bearer tokens (32 random bytes, base64url) stored only as SHA-256 hashes,
// valid for 30 days unless revoked (logout revokes the current one, a password change the others).
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Viewer, ViewerLookup } from '../../http/auth';
import { randomToken, sha256Hex } from './secrets';
import { sessions, users } from './tables';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where a session was opened from (http/client.ts `clientOf`). */
export interface SessionClient {
  ip?: string | null;
  userAgent?: string | null;
}

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  userId: string,
  client: SessionClient = {},
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256Hex(token),
      expiresAt,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The viewer of a bearer token: its session must be unexpired and unrevoked, its user ACTIVE. */
export async function findViewerByToken(db: Db, token: string): Promise<Viewer | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.userId,
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    language: row.language,
  };
}

/** The app's session lookup (`AppDeps.findViewer`), handed to the frame at build time. */
export function sessionViewerLookup(db: Db): ViewerLookup {
  return (token) => findViewerByToken(db, token);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keepSessionId` (all of them when null). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    );
}
