// Sign-in throttling, kept in the database so every instance sees the same counts.
//
// Per account (the lower-cased email typed, known or not), counting failures within the last
// hour since the last success:
//   - from the 5th failure on, each next attempt waits 2^(n-5) seconds after the last failure
//     (1 s, 2 s, 4 s … capped at 15 minutes);
//   - at 100 failures the account refuses attempts until the oldest of them is an hour old.
// Per IP: at most 300 failures an hour. A refused attempt checks no password and is not counted,
// so waiting is the only way forward. The answer is TRY_AGAIN_LATER with the seconds to wait.
// Times come from the app's clock (clock.ts): attempts are stored with it and measured against it.
import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maybePrune } from './prune';
import { loginAttempts } from './tables';

export const THROTTLE = {
  windowMs: 60 * 60 * 1000,
  freeFailures: 4,
  maxDelaySeconds: 15 * 60,
  maxAccountFailures: 100,
  maxIpFailures: 300,
} as const;

export async function recordAttempt(
  db: Db,
  attempt: { account: string; ip: string; success: boolean },
  at: Date = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, at });
  maybePrune(db);
}

export async function recentFailures(
  db: Db,
  options: { account?: string; ip?: string; windowMs: number; now?: Date },
): Promise<{ count: number; oldest: Date | null; latest: Date | null }> {
  const since = new Date((options.now?.getTime() ?? Date.now()) - options.windowMs);
  let after = since;
  if (options.account) {
    const lastSuccess = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.account, options.account),
          eq(loginAttempts.success, true),
          gt(loginAttempts.at, since),
        ),
      )
      .orderBy(desc(loginAttempts.at))
      .limit(1);
    if (lastSuccess[0]) after = lastSuccess[0].at;
  }
  const rows = await db
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        options.account ? eq(loginAttempts.account, options.account) : undefined,
        options.ip ? eq(loginAttempts.ip, options.ip) : undefined,
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, after),
      ),
    );
  const n = Number(rows[0]?.n ?? 0);
  let latest: Date | null = null;
  if (n > 0) {
    const last = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(
        and(
          options.account ? eq(loginAttempts.account, options.account) : undefined,
          options.ip ? eq(loginAttempts.ip, options.ip) : undefined,
          eq(loginAttempts.success, false),
        ),
      )
      .orderBy(desc(loginAttempts.at))
      .limit(1);
    latest = last[0]?.at ?? null;
  }
  const oldest = rows[0]?.oldest;
  return { count: n, oldest: oldest ? new Date(oldest) : null, latest };
}

/** Seconds the account must wait after `failures` failures, the last one at `latest`. */
export function delayAfterFailures(failures: number): number {
  if (failures <= THROTTLE.freeFailures) return 0;
  return Math.min(2 ** (failures - THROTTLE.freeFailures - 1), THROTTLE.maxDelaySeconds);
}

/** Seconds until a sign-in attempt for this account from this IP is accepted; 0 = now. */
export async function signInWait(
  db: Db,
  account: string,
  ip: string,
  at: Date = new Date(),
): Promise<number> {
  const now = at.getTime();
  const acc = await recentFailures(db, { account, windowMs: THROTTLE.windowMs, now: at });
  if (acc.count >= THROTTLE.maxAccountFailures && acc.oldest) {
    return Math.max(1, Math.ceil((acc.oldest.getTime() + THROTTLE.windowMs - now) / 1000));
  }
  const delay = delayAfterFailures(acc.count);
  if (delay > 0 && acc.latest) {
    const wait = Math.ceil((acc.latest.getTime() + delay * 1000 - now) / 1000);
    if (wait > 0) return wait;
  }
  const byIp = await recentFailures(db, { ip, windowMs: THROTTLE.windowMs, now: at });
  if (byIp.count >= THROTTLE.maxIpFailures && byIp.oldest) {
    return Math.max(1, Math.ceil((byIp.oldest.getTime() + THROTTLE.windowMs - now) / 1000));
  }
  return 0;
}
