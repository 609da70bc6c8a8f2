import { describe, expect, it } from 'vitest';
import { CHAT_MIN_LEVEL } from './chat';
import { CHAT_TIER, VIP_TIERS, vipProgress, vipTierOf } from './vip';

// Walk issue item 19: one level model — the chat gate is a VIP tier.
describe('VIP tiers', () => {
  it('are five bands of the level, the chat opening at the first', () => {
    expect(VIP_TIERS.map((t) => t.key)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    expect(CHAT_TIER.key).toBe('bronze');
    expect(CHAT_MIN_LEVEL).toBe(CHAT_TIER.minLevel);
  });

  it('places a level in its tier', () => {
    expect(vipTierOf(0)).toBeNull();
    expect(vipTierOf(9)).toBeNull();
    expect(vipTierOf(10)?.key).toBe('bronze');
    expect(vipTierOf(39)?.key).toBe('silver');
    expect(vipTierOf(100)?.key).toBe('diamond');
  });

  it('measures the way to the next tier', () => {
    expect(vipProgress(5)).toMatchObject({ tier: null, levelsToNext: 5, share: 0.5 });
    expect(vipProgress(30)).toMatchObject({ levelsToNext: 10, share: 0.5 });
    expect(vipProgress(30).next?.key).toBe('gold');
    expect(vipProgress(85)).toMatchObject({ next: null, levelsToNext: 0, share: 1 });
  });
});
