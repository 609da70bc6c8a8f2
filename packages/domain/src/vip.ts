// The one level model (walk issue item 19): a player has a level (0–100, spec §3 User.level) and
// the VIP club's five tiers are named bands of it. The chat gate is the first tier, so "level 10"
// and "Bronze" are the same rule said two ways, and the VIP page can show a player where they are.

export const VIP_TIERS = [
  { key: 'bronze', minLevel: 10, fromWagerUsd: 1_000 },
  { key: 'silver', minLevel: 20, fromWagerUsd: 10_000 },
  { key: 'gold', minLevel: 40, fromWagerUsd: 50_000 },
  { key: 'platinum', minLevel: 60, fromWagerUsd: 250_000 },
  { key: 'diamond', minLevel: 80, fromWagerUsd: 1_000_000 },
] as const;

export type VipTier = (typeof VIP_TIERS)[number];
export type VipTierKey = VipTier['key'];

/** The tier the players' chat opens at. */
export const CHAT_TIER: VipTier = VIP_TIERS[0];

/** The player's tier at `level`, or null below the first tier. */
export function vipTierOf(level: number): VipTier | null {
  let reached: VipTier | null = null;
  for (const tier of VIP_TIERS) if (level >= tier.minLevel) reached = tier;
  return reached;
}

export interface VipProgress {
  tier: VipTier | null;
  /** The next tier, or null at the top. */
  next: VipTier | null;
  /** Levels still to reach `next` (0 at the top). */
  levelsToNext: number;
  /** Share of the way from the current tier (or level 0) to the next, 0–1 (1 at the top). */
  share: number;
}

/** Where a player at `level` stands in the tiers. */
export function vipProgress(level: number): VipProgress {
  const safe = Math.max(0, Math.trunc(Number.isFinite(level) ? level : 0));
  const tier = vipTierOf(safe);
  const next = VIP_TIERS.find((t) => t.minLevel > safe) ?? null;
  if (!next) return { tier, next: null, levelsToNext: 0, share: 1 };
  const from = tier?.minLevel ?? 0;
  return {
    tier,
    next,
    levelsToNext: next.minLevel - safe,
    share: Math.min(1, Math.max(0, (safe - from) / (next.minLevel - from))),
  };
}
