import {
  GAME_CATEGORIES,
  isSlotEngineTheme,
  LANGUAGES,
  LIVE_CATEGORIES,
  SLOT_ENGINE_THEMES,
} from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { MOTIFS } from '../../modules/catalogue/art/motifs';
import { createRng } from './prng';
import { azYear } from './data/providers';
import { SLOT_THEMES } from './data/themes';
import { engineThemeOf } from './engine-theme';
import { generateCatalogue, slugify } from './generate';

describe('prng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng('x');
    const b = createRng('x');
    const c = createRng('y');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays within its ranges', () => {
    const rng = createRng('ranges');
    for (let i = 0; i < 2000; i++) {
      const f = rng.next();
      expect(f >= 0 && f < 1).toBe(true);
      const n = rng.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
    }
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => rng.pick([])).toThrow();
  });

  it('forks independent, reproducible streams', () => {
    const a = createRng('root').fork('games');
    const b = createRng('root').fork('games');
    expect(a.next()).toBe(b.next());
    expect(createRng('root').fork('providers').next()).not.toBe(
      createRng('root').fork('games').next(),
    );
  });
});

describe('slugify', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify("Pharaoh's Fortune 2")).toBe('pharaohs-fortune-2');
    expect(slugify("Casino Hold'em & Co")).toBe('casino-holdem-and-co');
    expect(slugify('Salon Privé Blackjack')).toBe('salon-prive-blackjack');
  });
});

describe('azYear', () => {
  it('follows Azerbaijani vowel harmony', () => {
    expect(azYear(2014)).toBe('2014-cü');
    expect(azYear(2019)).toBe('2019-cu');
    expect(azYear(2016)).toBe('2016-cı');
    expect(azYear(2010)).toBe('2010-cu');
    expect(azYear(2020)).toBe('2020-ci');
    expect(azYear(2008)).toBe('2008-ci');
  });
});

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue({ games: 2000 });

  it('is deterministic: the same options give identical output', () => {
    expect(generateCatalogue({ games: 2000 })).toEqual(catalogue);
    const other = generateCatalogue({ games: 2000, seed: 'another' });
    expect(other.games.map((g) => g.slug)).not.toEqual(catalogue.games.map((g) => g.slug));
  });

  it('makes the requested number of games with unique slugs and names', () => {
    expect(catalogue.games).toHaveLength(2000);
    expect(new Set(catalogue.games.map((g) => g.slug)).size).toBe(2000);
    expect(new Set(catalogue.games.map((g) => g.name.toLowerCase())).size).toBe(2000);
    for (const g of catalogue.games) expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(generateCatalogue({ games: 0 }).games).toHaveLength(0);
    expect(generateCatalogue({ games: 10_000 }).games).toHaveLength(10_000);
  });

  it('has the ten categories and about forty providers', () => {
    expect(catalogue.categories.map((c) => c.name).sort()).toEqual([...GAME_CATEGORIES].sort());
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(38);
    expect(new Set(catalogue.providers.map((p) => p.slug)).size).toBe(catalogue.providers.length);
  });

  it('gives every game a valid category and provider', () => {
    const providers = new Set(catalogue.providers.map((p) => p.slug));
    for (const g of catalogue.games) {
      expect(GAME_CATEGORIES).toContain(g.category);
      expect(providers.has(g.providerSlug)).toBe(true);
    }
  });

  it('spreads games over every category, slots the majority, and every provider has games', () => {
    const byCategory = new Map<string, number>();
    for (const g of catalogue.games)
      byCategory.set(g.category, (byCategory.get(g.category) ?? 0) + 1);
    for (const c of GAME_CATEGORIES) expect(byCategory.get(c) ?? 0).toBeGreaterThan(10);
    expect(byCategory.get('slots')!).toBeGreaterThan(catalogue.games.length / 2);
    const live = catalogue.games.filter((g) => LIVE_CATEGORIES.includes(g.category)).length;
    expect(live).toBeGreaterThan(100);
    const used = new Set(catalogue.games.map((g) => g.providerSlug));
    expect(used.size).toBe(catalogue.providers.length);
  });

  it('covers every category even in a tiny catalogue, with enabled games', () => {
    const tiny = generateCatalogue({ games: 10 });
    expect(new Set(tiny.games.map((g) => g.category)).size).toBe(10);
    expect(tiny.games.every((g) => !g.disabled)).toBe(true);
  });

  it('keeps game facts in believable ranges', () => {
    const n = catalogue.games.length;
    for (const g of catalogue.games) {
      expect(g.payout).toBeGreaterThanOrEqual(94);
      expect(g.payout).toBeLessThanOrEqual(99.6);
      expect(g.rating).toBeGreaterThanOrEqual(0);
      expect(g.rating).toBeLessThanOrEqual(5);
      expect(g.likes).toBeGreaterThanOrEqual(0);
      expect(g.devices.length).toBeGreaterThan(0);
      for (const d of g.devices) expect(['mobile', 'desktop']).toContain(d);
      expect(MOTIFS[g.motif]).toBeDefined();
      expect(g.palette.from).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const share = (f: (g: (typeof catalogue.games)[number]) => boolean) =>
      catalogue.games.filter(f).length / n;
    expect(share((g) => g.hasBonus)).toBeGreaterThan(0.06);
    expect(share((g) => g.hasBonus)).toBeLessThan(0.14);
    expect(share((g) => g.devices.length === 2)).toBeGreaterThan(0.8);
    expect(share((g) => g.disabled)).toBeGreaterThan(0);
    expect(share((g) => g.disabled)).toBeLessThan(0.03);
  });

  it('restricts about 5 % of games by country or currency', () => {
    const restricted = new Set(catalogue.restrictions.map((r) => r.gameSlug));
    expect(restricted.size / catalogue.games.length).toBeGreaterThan(0.03);
    expect(restricted.size / catalogue.games.length).toBeLessThan(0.08);
    const countries = new Set(catalogue.countries.map((c) => c.code));
    const currencies = new Set(catalogue.currencies.map((c) => c.code));
    for (const r of catalogue.restrictions) {
      expect(r.country !== null || r.currency !== null).toBe(true);
      if (r.country) expect(countries.has(r.country)).toBe(true);
      if (r.currency) expect(currencies.has(r.currency)).toBe(true);
    }
    expect(catalogue.restrictions.some((r) => r.country === 'GB')).toBe(true);
    expect(catalogue.restrictions.some((r) => r.currency === 'RUB')).toBe(true);
  });

  it('writes every description in all six languages, each language its own text', () => {
    const texts = [
      ...catalogue.categories.map((c) => c.description),
      ...catalogue.providers.map((p) => p.description),
      ...catalogue.games.map((g) => g.description),
      ...catalogue.banners.flatMap((b) => [b.title, b.description, b.buttonText]),
    ];
    for (const text of texts) {
      for (const lang of LANGUAGES) expect(text[lang], `${lang} of ${text.en}`).toBeTruthy();
      expect(new Set(LANGUAGES.map((l) => text[l])).size, text.en).toBe(LANGUAGES.length);
    }
    // Scripts: Cyrillic for ru and kk, Arabic for ar.
    const game = catalogue.games[0]!.description;
    expect(game.ru).toMatch(/[а-яё]/i);
    expect(game.kk).toMatch(/[әғқңөұүһі]/i);
    expect(game.ar).toMatch(/[\u0600-\u06FF]/);
    expect(game.az).toMatch(/[əğıöüçş]/i);
    expect(game.tr).toMatch(/[ğıöüçş]/i);
  });

  it('mentions the game, its provider and its payout in the description', () => {
    const g = catalogue.games[0]!;
    const provider = catalogue.providers.find((p) => p.slug === g.providerSlug)!;
    for (const lang of LANGUAGES) {
      expect(g.description[lang]).toContain(g.name);
      expect(g.description[lang]).toContain(provider.name);
      expect(g.description[lang]).toContain('RTP');
    }
  });

  it('has the spec banners with their link targets', () => {
    const byKey = new Map(catalogue.banners.map((b) => [b.key, b]));
    expect(byKey.get('vip')).toMatchObject({ position: 'top', url: '/vip', active: true });
    expect(byKey.get('cashback')).toMatchObject({ position: 'top', url: '/bonuses/cashback' });
    expect(byKey.get('providers')).toMatchObject({ position: 'top', url: '/providers' });
    expect(byKey.get('2x_deposit')).toMatchObject({ position: 'bottom', url: '/bonuses/welcome' });
    expect(byKey.get('high-rollers')).toMatchObject({
      position: 'bottom',
      url: '/bonuses/high-roller',
    });
    expect(byKey.get('cryptodeposit')).toMatchObject({
      position: 'bottom',
      url: '/bonuses/crypto',
    });
  });

  it('has about 75 countries with known currencies, and the six languages', () => {
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(70);
    const codes = catalogue.countries.map((c) => c.code);
    for (const code of [
      'AZ',
      'EG',
      'TR',
      'RU',
      'US',
      'GB',
      'IN',
      'KZ',
      'AE',
      'SA',
      'DE',
      'FR',
      'BR',
      'CA',
    ]) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    const currencies = new Set(catalogue.currencies.map((c) => c.code));
    for (const c of catalogue.countries) {
      expect(currencies.has(c.currency), c.code).toBe(true);
      expect(c.languages.length).toBeGreaterThan(0);
    }
    for (const code of ['BTC', 'ETH', 'USDT', 'LTC', 'TRX', 'XRP', 'ADA', 'ZEC']) {
      expect(catalogue.currencies.find((c) => c.code === code)?.crypto).toBe(true);
    }
    expect(catalogue.languages.map((l) => l.code)).toEqual([...LANGUAGES]);
    expect(catalogue.languages.find((l) => l.code === 'ar')?.rtl).toBe(true);
  });
});

describe('engine themes', () => {
  it('the seed slot themes name their first four subjects as the engine theme table does', () => {
    for (const theme of SLOT_THEMES) {
      expect(SLOT_ENGINE_THEMES[theme.key as keyof typeof SLOT_ENGINE_THEMES]).toEqual(
        theme.words!.subjects.slice(0, 4),
      );
    }
    expect(Object.keys(SLOT_ENGINE_THEMES).sort()).toEqual(SLOT_THEMES.map((t) => t.key).sort());
  });

  it('every generated slot gets a known engine theme; other games none', () => {
    const data = generateCatalogue({ games: 300, seed: 'engine-themes' });
    for (const game of data.games) {
      const theme = engineThemeOf(game.name, game.category);
      if (game.category === 'slots' || game.category === 'fruit-game') {
        expect(isSlotEngineTheme(theme)).toBe(true);
      } else {
        expect(theme).toBeNull();
      }
    }
  });
});
