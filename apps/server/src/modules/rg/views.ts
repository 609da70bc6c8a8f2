// The views of the GraphQL API: overview, limits, session figures, profile.
import { currencyDecimals } from '@aurum/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type {
  JurisdictionProfile as ProfileView,
  RgLimit,
  RgOverview,
  RgSessionStats,
} from '../../graphql/generated/resolvers-types';
import { findUserById, getUserAccountCurrency } from '../identity';
import { periodSums, sumsSince, usedOf } from './activity';
import { maxStakeIn } from './guard';
import { listLimits } from './limits';
import { profileForCountry, type JurisdictionProfile } from './profiles';
import { realityCheckMinutesOf } from './session-state';
import { blockRefusal, MONEY_LIMIT_TYPES, MONEY_PERIODS, playerRow } from './state';
import { rgFlags, type RgLimitRow, type RgPlayerRow } from './tables';

export async function profileView(
  db: Db,
  profile: JurisdictionProfile,
  currency: string | null,
): Promise<ProfileView> {
  return {
    id: profile.id,
    countries: [...profile.countries],
    limitPrompt: profile.limitPrompt,
    realityCheckDefaultMinutes: profile.realityCheckDefaultMinutes,
    realityCheckMandatory: profile.realityCheckMandatory,
    realityCheckOptions: [...profile.realityCheckOptions],
    minSpinMillis: profile.minSpinMillis,
    autoplayAllowed: profile.autoplayAllowed,
    noCelebrationAtOrBelowStake: profile.noCelebrationAtOrBelowStake,
    maxStakeUsdMinor: profile.maxStakeUsdMinor,
    maxStakeMinor: currency ? await maxStakeIn(db, profile, currency) : null,
  };
}

function limitView(
  type: RgLimit['type'],
  period: RgLimit['period'],
  row: RgLimitRow | undefined,
  used: bigint,
  now: Date,
): RgLimit {
  const amount = row?.amount ?? null;
  return {
    type,
    period,
    amount,
    used,
    remaining: amount === null ? null : amount - used > 0n ? amount - used : 0n,
    pending: row?.pending
      ? {
          amount: row.pendingAmount,
          requestedAt: row.pendingRequestedAt!,
          effectiveAt: row.pendingEffectiveAt!,
          confirmable: row.pendingEffectiveAt! <= now,
        }
      : null,
    updatedAt: row?.updatedAt ?? null,
  };
}

function blockView(player: RgPlayerRow) {
  if (!player.blockKind) return null;
  const kind = player.blockKind as 'TIME_OUT' | 'SELF_EXCLUSION' | 'CLOSED';
  return {
    kind,
    since: player.blockSince!,
    until: player.blockUntil,
    reason: kind === 'CLOSED' ? (player.blockReason as never) : null,
    returnAvailableAt: player.returnAvailableAt,
  };
}

export { blockView };

export async function overview(db: Db, userId: string, now: Date): Promise<RgOverview> {
  const user = await findUserById(db, userId);
  const currency = user?.firstRegisteredCurrency ?? 'USD';
  const profile = profileForCountry(user?.mainCountry);
  const player = await playerRow(db, userId);
  const rows = await listLimits(db, userId);
  const sums = await periodSums(db, userId, now);
  const find = (type: string, period: string) =>
    rows.find((r) => r.type === type && r.period === period);
  const limits: RgLimit[] = [];
  for (const type of MONEY_LIMIT_TYPES) {
    for (const period of MONEY_PERIODS) {
      limits.push(limitView(type, period, find(type, period), usedOf(type, sums[period]), now));
    }
  }
  const sessionMinutes = player.sessionStartedAt
    ? BigInt(Math.max(0, Math.floor((now.getTime() - player.sessionStartedAt.getTime()) / 60_000)))
    : 0n;
  return {
    currency,
    decimals: currencyDecimals(currency),
    limits,
    sessionLimit: limitView('SESSION', 'SESSION', find('SESSION', 'SESSION'), sessionMinutes, now),
    realityCheckMinutes: realityCheckMinutesOf(player, profile),
    block: blockView(player),
    limitPromptDue:
      profile.limitPrompt !== 'NONE' &&
      !player.limitPromptAnsweredAt &&
      !rows.some((r) => r.type === 'DEPOSIT' && r.amount !== null),
    jurisdiction: await profileView(db, profile, currency),
    lastPgsiScore: player.pgsiScore,
  };
}

export async function sessionStats(db: Db, userId: string, now: Date): Promise<RgSessionStats> {
  const user = await findUserById(db, userId);
  const currency = (await getUserAccountCurrency(db, userId)) ?? 'USD';
  const profile = profileForCountry(user?.mainCountry);
  const player = await playerRow(db, userId);
  const start = player.sessionStartedAt ?? now;
  const { staked, returned } = await sumsSince(db, userId, start, now);
  const minutes = realityCheckMinutesOf(player, profile);
  const anchor = player.realityCheckAnchor ?? start;
  const next = minutes === null ? null : new Date(anchor.getTime() + minutes * 60_000);
  const rows = await listLimits(db, userId);
  const session = rows.find((r) => r.type === 'SESSION' && r.amount !== null);
  return {
    sessionStart: start,
    durationSeconds: Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000)),
    wageredMinor: staked,
    netMinor: returned - staked,
    currency,
    decimals: currencyDecimals(currency),
    realityCheckMinutes: minutes,
    nextRealityCheckAt: next,
    realityCheckDue: next !== null && next <= now,
    sessionEndsAt:
      session && player.sessionStartedAt
        ? new Date(player.sessionStartedAt.getTime() + Number(session.amount) * 60_000)
        : null,
  };
}

/** Flags for review (one player's or all), newest first; keyset: ids below `before`. */
export async function listFlags(
  db: Db,
  userId: string | null,
  first = 100,
  before: bigint | null = null,
) {
  const limit = Math.min(Math.max(Math.trunc(first) || 100, 1), 500);
  return db
    .select()
    .from(rgFlags)
    .where(
      and(
        userId ? eq(rgFlags.userId, userId) : undefined,
        before !== null ? lt(rgFlags.id, before) : undefined,
      ),
    )
    .orderBy(desc(rgFlags.id))
    .limit(limit);
}

export { blockRefusal };
