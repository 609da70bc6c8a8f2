// Single-use codes with an expiry (confirmation links and OTPs, password reset tokens, 2FA
// sign-in challenges), stored as SHA-256 hashes. Consuming one is atomic: of two concurrent
// uses, exactly one succeeds.
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maybePrune } from './prune';
import { sha256Hex } from './secrets';
import { oneTimeCodes, type OneTimeCodeKind } from './tables';

export async function issueCode(
  db: Db,
  options: { userId: string; kind: OneTimeCodeKind; code: string; ttlMs: number },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    userId: options.userId,
    kind: options.kind,
    codeHash: sha256Hex(options.code),
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  maybePrune(db);
}

export type ConsumeResult =
  | { status: 'ok'; userId: string; createdAt: Date }
  | { status: 'not_found' }
  | { status: 'expired' };

/**
 * Uses a code once. Unknown or already used → not_found; past its expiry → expired. With
 * `userId`, only that user's codes match (signed-in OTPs).
 */
export async function consumeCode(
  db: Db,
  options: { kind: OneTimeCodeKind; code: string; userId?: string },
): Promise<ConsumeResult> {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.kind, options.kind),
        eq(oneTimeCodes.codeHash, sha256Hex(options.code)),
        ...(options.userId ? [eq(oneTimeCodes.userId, options.userId)] : []),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row || row.usedAt) return { status: 'not_found' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) return { status: 'not_found' };
  return { status: 'ok', userId: row.userId, createdAt: row.createdAt };
}

/** The owner of a code of this kind that exists but was already used or voided, or null. */
export async function usedCodeOwner(
  db: Db,
  options: { kind: OneTimeCodeKind; code: string },
): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.kind, options.kind),
        eq(oneTimeCodes.codeHash, sha256Hex(options.code)),
        isNotNull(oneTimeCodes.usedAt),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Voids every unused code of these kinds for the user (e.g. after the email is confirmed). */
export async function voidCodes(
  db: Db,
  userId: string,
  kinds: readonly OneTimeCodeKind[],
): Promise<void> {
  for (const kind of kinds) {
    await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.kind, kind),
          isNull(oneTimeCodes.usedAt),
        ),
      );
  }
}

/** When the newest code of this kind was issued to the user within `windowMs`, else null. */
export async function lastIssuedWithin(
  db: Db,
  userId: string,
  kind: OneTimeCodeKind,
  windowMs: number,
): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.kind, kind),
        gt(oneTimeCodes.createdAt, new Date(Date.now() - windowMs)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** Whose unused code this is (without using it), and whether it has expired. */
export async function findCodeOwner(
  db: Db,
  kind: OneTimeCodeKind,
  code: string,
): Promise<{ userId: string; expired: boolean } | null> {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.kind, kind),
        eq(oneTimeCodes.codeHash, sha256Hex(code)),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { userId: row.userId, expired: row.expiresAt.getTime() <= Date.now() };
}
