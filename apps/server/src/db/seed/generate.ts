// Pure, deterministic generation of the seed catalogue: the same options always give the same
// rows. No I/O here; write.ts stores the result.
import { GAME_CATEGORIES, type GameCategoryName, type Language } from '@aurum/domain';
import { hsl } from '../../modules/catalogue/art/color';
import type { ArtPalette, LocalizedText } from '../../modules/catalogue/tables';
import { declaredPayoutPercent } from '../../modules/play/engines/registry';
import { createRng, type Rng } from './prng';
import { BANNER_SEEDS, type BannerSeed } from './data/banners';
import { CATEGORY_SEEDS, type CategorySeed } from './data/categories';
import {
  BONUS_SENTENCE,
  CRASH_SUFFIXES,
  CRASH_VEHICLES,
  CRASH_VERBS,
  crashMechanics,
  DEVICE_SENTENCES,
  type DeviceSet,
  GAME_NOUNS,
  INSTANT_ADJECTIVES,
  INTRO,
  LANGS,
  LIVE_FORMATS,
  LIVE_GAMES,
  LIVE_PREFIXES,
  LIVE_SUFFIXES,
  type OtherKind,
  OTHER_RULES,
  payoutSentence,
  ROULETTE_PREFIXES,
  ROULETTE_RULES,
  type RouletteVariant,
  SHOW_ADJECTIVES,
  SHOW_NOUNS,
  slotMechanics,
  VIDEO_POKER_NAMES,
  type Volatility,
} from './data/game-texts';
import {
  CITIES,
  KIND_CATEGORIES,
  PROVIDER_FEATURE_SENTENCE,
  PROVIDER_FEATURES,
  PROVIDER_INTROS,
  PROVIDER_NAMES,
  type ProviderKind,
} from './data/providers';
import {
  COUNTRY_SEEDS,
  CURRENCY_SEEDS,
  LANGUAGE_SEEDS,
  type CountrySeed,
  type CurrencySeed,
  type LanguageSeed,
} from './data/reference';
import {
  FRUIT_SUFFIXES,
  PRIZES,
  SLOT_SUFFIXES,
  SLOT_THEMES,
  TABLE_THEMES,
  type ThemeSeed,
} from './data/themes';

/** Bump when the generated data changes shape or content. */
export const SEED_VERSION = 1;
export const DEFAULT_SEED = 'aurum-catalogue-v1';

export interface SeedProvider {
  slug: string;
  name: string;
  kind: ProviderKind;
  rating: number;
  likes: number;
  description: LocalizedText;
  palette: ArtPalette;
  mark: string;
}

export interface SeedGame {
  slug: string;
  name: string;
  title: string;
  category: GameCategoryName;
  providerSlug: string;
  rating: number;
  likes: number;
  recalled: boolean;
  payout: number;
  devices: string[];
  hasBonus: boolean;
  disabled: boolean;
  theme: string;
  motif: string;
  pattern: string;
  palette: ArtPalette;
  description: LocalizedText;
  createdAt: Date;
}

export interface SeedRestriction {
  gameSlug: string;
  country: string | null;
  currency: string | null;
  disabled: boolean;
}

export interface SeedCatalogue {
  categories: readonly CategorySeed[];
  providers: SeedProvider[];
  games: SeedGame[];
  restrictions: SeedRestriction[];
  banners: readonly BannerSeed[];
  currencies: readonly CurrencySeed[];
  countries: readonly CountrySeed[];
  languages: readonly LanguageSeed[];
}

export interface GenerateOptions {
  /** number of games */
  games: number;
  /** PRNG seed string */
  seed?: string;
}

export const ART_PATTERNS = [
  'dots',
  'stripes',
  'grid',
  'rings',
  'chevrons',
  'waves',
  'rays',
  'diamonds',
] as const;
export const PROVIDER_MARKS = [
  'spark',
  'crown',
  'diamond',
  'ring',
  'hex',
  'wave',
  'star',
  'bolt',
  'leaf',
  'flame',
] as const;

/** Share of games per category (the first ten games cover every category once). */
const CATEGORY_WEIGHTS: Record<GameCategoryName, number> = {
  slots: 60,
  'fruit-game': 7,
  roulette: 5,
  'live-casino': 4,
  'live-roulette': 4,
  'live-blackjack': 4,
  'live-baccarat': 3,
  'live-game-show': 3,
  crash: 5,
  other: 5,
};

const RESTRICTED_COUNTRIES = ['GB', 'US', 'FR', 'ES', 'NL', 'DE', 'AU', 'TR', 'IT', 'DK'] as const;
const RESTRICTED_CURRENCIES = ['RUB', 'USD', 'TRY', 'EUR', 'GBP', 'INR'] as const;

/** "Pharaoh's Fortune 2" → "pharaohs-fortune-2". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function localized(fn: (lang: Language) => string): LocalizedText {
  const out = {} as LocalizedText;
  for (const lang of LANGS) out[lang] = fn(lang);
  return out;
}

function palette(rng: Rng, hues: readonly number[]): ArtPalette {
  let hue = (rng.pick(hues) + rng.int(-12, 12) + 360) % 360;
  // Dark yellows and yellow-greens turn olive: push them to amber or to green.
  if (hue > 42 && hue < 67) hue = 24 + (hue % 14);
  else if (hue >= 67 && hue < 100) hue = 112 + (hue % 20);
  const sat = rng.int(55, 80);
  const goldAccent = rng.chance(0.55);
  const accentHue = goldAccent ? rng.int(38, 50) : hue + 180 + rng.int(-25, 25);
  return {
    from: hsl(hue, sat, rng.int(34, 44)),
    to: hsl(hue + rng.int(18, 50), sat, rng.int(9, 16)),
    accent: hsl(accentHue, rng.int(80, 95), rng.int(58, 66)),
    ink: '#FFF8E7',
  };
}

function generateProviders(rng: Rng): SeedProvider[] {
  return PROVIDER_NAMES.map((p) => {
    const r = rng.fork(p.name);
    const year = r.int(2006, 2022);
    const inCity = r.pick(CITIES);
    const features = r
      .shuffle(PROVIDER_FEATURES.filter((f) => f.kinds.includes(p.kind)))
      .slice(0, 2);
    const [a, b] = features;
    if (!a || !b) throw new Error(`not enough features for provider kind ${p.kind}`);
    const rating = r.float(3.2, 5, 2);
    const hue = r.int(0, 359);
    return {
      slug: slugify(p.name),
      name: p.name,
      kind: p.kind,
      rating,
      likes: Math.round(rating ** 3 * r.int(40, 400)),
      description: localized(
        (lang) =>
          `${PROVIDER_INTROS[p.kind][lang]({ name: p.name, year, inCity })} ${PROVIDER_FEATURE_SENTENCE[lang](a.text[lang], b.text[lang])}`,
      ),
      palette: {
        from: hsl(hue, r.int(50, 75), r.int(30, 40)),
        to: hsl(hue + r.int(20, 60), r.int(50, 75), r.int(10, 18)),
        accent: hsl(r.chance(0.5) ? r.int(38, 50) : hue + 160, 90, 62),
        ink: '#FFFFFF',
      },
      mark: r.pick(PROVIDER_MARKS),
    };
  });
}

interface GameShape {
  name: string;
  theme: ThemeSeed;
  motif: string;
  noun: LocalizedText;
  mechanics: LocalizedText;
  payout: number;
  liveTable: boolean;
}

const withSuffix = (rng: Rng, base: string, p: number, suffixes: readonly string[]) =>
  rng.chance(p) ? `${base} ${rng.pick(suffixes)}` : base;

function slotName(rng: Rng, theme: ThemeSeed, suffixes: readonly string[]): string {
  const w = theme.words!;
  const subject = rng.pick(w.subjects);
  const prize = rng.pick(PRIZES);
  const adjective = rng.pick(w.adjectives);
  let base: string;
  switch (rng.int(0, 5)) {
    case 0:
      base = `${subject}'s ${prize}`;
      break;
    case 1:
      base = `${adjective} ${subject}`;
      break;
    case 2:
      base = `${prize} of ${rng.pick(w.places)}`;
      break;
    case 3:
      base = `${subject} ${prize}`;
      break;
    case 4:
      base = `${adjective} ${prize}`;
      break;
    default:
      base = `${prize} of ${subject}`;
  }
  return withSuffix(rng, base, 0.35, suffixes);
}

function slotShape(rng: Rng, category: 'slots' | 'fruit-game'): GameShape {
  const fruit = category === 'fruit-game';
  const fruitTheme = SLOT_THEMES.find((t) => t.key === 'fruit')!;
  const vegasTheme = SLOT_THEMES.find((t) => t.key === 'vegas')!;
  const theme = fruit
    ? rng.chance(0.85)
      ? fruitTheme
      : vegasTheme
    : rng.chance(0.03)
      ? fruitTheme
      : rng.pick(SLOT_THEMES.filter((t) => t !== fruitTheme));
  const reels = fruit ? rng.pick([3, 3, 5]) : rng.pick([5, 5, 5, 6, 3]);
  const rows = fruit ? 3 : rng.pick([3, 3, 4]);
  const lines = fruit ? rng.pick([5, 10, 20, 40]) : rng.pick([10, 20, 25, 30, 40, 50, 100]);
  const vol = rng.pick<Volatility>(['low', 'medium', 'medium', 'high', 'high']);
  return {
    name: slotName(rng, theme, fruit ? FRUIT_SUFFIXES : SLOT_SUFFIXES),
    theme,
    motif: rng.pick(theme.motifs),
    noun: GAME_NOUNS[category],
    mechanics: localized((lang) => slotMechanics(lang, reels, rows, lines, vol)),
    payout: rng.float(94, 98, 2),
    liveTable: false,
  };
}

const ROULETTE_PAYOUT: Record<RouletteVariant, number> = {
  european: 97.3,
  french: 97.3,
  american: 94.74,
};
const VARIANT_WORD: Record<RouletteVariant, string> = {
  european: 'European',
  french: 'French',
  american: 'American',
};
const LIVE_THEMES = ['velvet-lounge', 'riviera', 'vip-room', 'casino-classic'] as const;

function rouletteShape(rng: Rng): GameShape {
  const variant = rng.pick<RouletteVariant>(['european', 'european', 'french', 'american']);
  const prefix = rng.pick(ROULETTE_PREFIXES);
  const form = rng.int(0, 2);
  const name =
    form === 0
      ? `${prefix} ${VARIANT_WORD[variant]} Roulette`
      : form === 1
        ? withSuffix(rng, `${prefix} Roulette`, 0.5, [
            'Pro',
            'Deluxe',
            '3D',
            'Multi-Wheel',
            'Double Ball',
            'Express',
          ])
        : `${rng.pick(rng.pick(SLOT_THEMES).words!.subjects)} Roulette`;
  const theme = TABLE_THEMES[rng.weighted({ 'casino-classic': 6, neon: 3, riviera: 2 })]!;
  return {
    name,
    theme,
    motif: 'wheel',
    noun: GAME_NOUNS.roulette,
    mechanics: ROULETTE_RULES[variant],
    payout: ROULETTE_PAYOUT[variant],
    liveTable: false,
  };
}

function liveShape(
  rng: Rng,
  category: 'live-casino' | 'live-baccarat' | 'live-blackjack' | 'live-roulette',
): GameShape {
  const game = rng.pick(LIVE_GAMES[category]);
  let name: string;
  switch (rng.int(0, 2)) {
    case 0:
      name = `${rng.pick(LIVE_PREFIXES)} ${game}`;
      break;
    case 1:
      name = `${game} ${rng.pick(LIVE_SUFFIXES)}`;
      break;
    default:
      name = `${rng.pick(LIVE_PREFIXES)} ${game} ${rng.int(1, 12)}`;
  }
  const theme = TABLE_THEMES[rng.pick(LIVE_THEMES)]!;
  const motifs: Record<typeof category, readonly string[]> = {
    'live-roulette': ['wheel'],
    'live-blackjack': ['spade', 'club'],
    'live-baccarat': ['diamond', 'heart'],
    'live-casino': ['chip', 'club', 'dice'],
  };
  let mechanics: LocalizedText;
  let payout: number;
  if (category === 'live-roulette') {
    const variant: RouletteVariant = game.startsWith('French')
      ? 'french'
      : rng.chance(0.15)
        ? 'american'
        : 'european';
    mechanics = ROULETTE_RULES[variant];
    payout = ROULETTE_PAYOUT[variant];
  } else {
    mechanics = rng.pick(LIVE_FORMATS[category]);
    payout = rng.float(95.5, 98, 2);
  }
  return {
    name,
    theme,
    motif: rng.pick(motifs[category]),
    noun: GAME_NOUNS[category],
    mechanics,
    payout,
    liveTable: true,
  };
}

function gameShowShape(rng: Rng): GameShape {
  const base = `${rng.pick(SHOW_ADJECTIVES)} ${rng.pick(SHOW_NOUNS)}`;
  const theme = TABLE_THEMES[rng.chance(0.7) ? 'carnival' : 'neon']!;
  return {
    name: withSuffix(rng, base, 0.25, ['Live', 'Show', 'Party']),
    theme,
    motif: rng.pick(['wheel', 'star']),
    noun: GAME_NOUNS['live-game-show'],
    mechanics: rng.pick(LIVE_FORMATS['live-game-show']),
    payout: rng.float(95, 97.5, 2),
    liveTable: true,
  };
}

function crashShape(rng: Rng): GameShape {
  const themeKey = rng.weighted({ 'space-launch': 5, aviation: 3, 'sky-balloon': 2 });
  const theme = TABLE_THEMES[themeKey]!;
  const base = `${rng.pick(CRASH_VEHICLES[themeKey])} ${rng.pick(CRASH_VERBS)}`;
  const max = rng.pick([1000, 5000, 10000, 100000, 1000000]);
  return {
    name: withSuffix(rng, base, 0.3, CRASH_SUFFIXES),
    theme,
    motif: rng.pick(theme.motifs),
    noun: GAME_NOUNS.crash,
    mechanics: localized((lang) => crashMechanics(lang, max)),
    payout: rng.float(96, 98, 2),
    liveTable: false,
  };
}

function otherShape(rng: Rng): GameShape {
  const kind = rng.weighted<OtherKind>({
    scratch: 3,
    keno: 2,
    dice: 2,
    mines: 2,
    plinko: 2,
    'video-poker': 2,
  });
  const adjective = rng.pick(INSTANT_ADJECTIVES);
  const motif: Record<OtherKind, string> = {
    scratch: 'ticket',
    keno: 'ball',
    dice: 'dice',
    mines: 'bomb',
    plinko: 'ball',
    'video-poker': 'spade',
  };
  let name: string;
  switch (kind) {
    case 'scratch': {
      const subject = rng.pick(rng.pick(SLOT_THEMES).words!.subjects);
      name = rng.chance(0.5) ? `${subject} Scratch` : `${adjective} ${subject} Scratch Card`;
      break;
    }
    case 'video-poker':
      name = withSuffix(rng, rng.pick(VIDEO_POKER_NAMES), 0.5, [
        'Multi-Hand',
        '10 Play',
        '50 Play',
        'Deluxe',
        'Gold',
      ]);
      break;
    default: {
      const word = { keno: 'Keno', dice: 'Dice', mines: 'Mines', plinko: 'Plinko' }[kind];
      name = withSuffix(rng, `${adjective} ${word}`, 0.3, ['X', 'Pro', 'Max', 'Deluxe', '2']);
    }
  }
  const theme =
    TABLE_THEMES[kind === 'video-poker' ? 'casino-classic' : rng.chance(0.7) ? 'arcade' : 'neon']!;
  return {
    name,
    theme,
    motif: motif[kind],
    noun: GAME_NOUNS[kind],
    mechanics: OTHER_RULES[kind],
    payout: rng.float(94, 98, 2),
    liveTable: false,
  };
}

function shapeFor(rng: Rng, category: GameCategoryName): GameShape {
  switch (category) {
    case 'slots':
    case 'fruit-game':
      return slotShape(rng, category);
    case 'roulette':
      return rouletteShape(rng);
    case 'live-casino':
    case 'live-baccarat':
    case 'live-blackjack':
    case 'live-roulette':
      return liveShape(rng, category);
    case 'live-game-show':
      return gameShowShape(rng);
    case 'crash':
      return crashShape(rng);
    case 'other':
      return otherShape(rng);
  }
}

const DEVICES: Record<DeviceSet, string[]> = {
  both: ['mobile', 'desktop'],
  desktop: ['desktop'],
  mobile: ['mobile'],
};

/** The whole catalogue, deterministically. */
export function generateCatalogue(options: GenerateOptions): SeedCatalogue {
  const count = Math.max(0, Math.floor(options.games));
  const root = createRng(options.seed ?? DEFAULT_SEED);
  const providers = generateProviders(root.fork('providers'));

  const rng = root.fork('games');
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const games: SeedGame[] = [];
  const restrictions: SeedRestriction[] = [];
  const epoch = Date.UTC(2026, 9, 1);

  const providersFor = new Map<GameCategoryName, Record<string, number>>();
  for (const category of GAME_CATEGORIES) {
    const weights: Record<string, number> = {};
    providers.forEach((p, i) => {
      const w = KIND_CATEGORIES[p.kind][category];
      if (w) weights[p.slug] = w * PROVIDER_NAMES[i]!.size;
    });
    providersFor.set(category, weights);
  }
  const providerBySlug = new Map(providers.map((p) => [p.slug, p]));

  for (let i = 0; i < count; i++) {
    const category: GameCategoryName =
      i < GAME_CATEGORIES.length ? GAME_CATEGORIES[i]! : rng.weighted(CATEGORY_WEIGHTS);
    const provider = providerBySlug.get(rng.weighted(providersFor.get(category)!))!;

    let shape = shapeFor(rng, category);
    for (let attempt = 0; usedNames.has(shape.name.toLowerCase()) && attempt < 12; attempt++) {
      shape = shapeFor(rng, category);
    }
    let name = shape.name;
    for (let n = 2; usedNames.has(name.toLowerCase()) || usedSlugs.has(slugify(name)); n++) {
      name = `${shape.name} ${n}`;
    }
    const slug = slugify(name);
    usedNames.add(name.toLowerCase());
    usedSlugs.add(slug);

    const deviceSet: DeviceSet = shape.liveTable
      ? 'both'
      : rng.weighted<DeviceSet>({ both: 88, desktop: 8, mobile: 4 });
    const hasBonus = rng.chance(0.1);
    const core = i < GAME_CATEGORIES.length;
    const disabled = !core && rng.chance(0.01);
    const recalled = !core && !disabled && rng.chance(0.015);
    const rating = Math.round((2 + 3 * Math.sqrt(rng.next())) * 100) / 100;
    const likes = Math.round(rating ** 4 * rng.int(5, 60));
    const createdAt = new Date(epoch - rng.int(0, 1100) * 86_400_000 - rng.int(0, 86_399) * 1000);
    // One RTP per game: the catalogue states the engine's declared RTP (fixed by the rules for
    // roulette, baccarat and blackjack), never a figure of its own.
    const payout = declaredPayoutPercent(category, shape.payout);

    const description = localized((lang) =>
      [
        INTRO[lang](name, shape.noun[lang], provider.name),
        shape.theme.sentence[lang],
        shape.mechanics[lang],
        payoutSentence(lang, payout),
        DEVICE_SENTENCES[deviceSet][lang],
        ...(hasBonus ? [BONUS_SENTENCE[lang]] : []),
      ].join(' '),
    );

    games.push({
      slug,
      name,
      title: name,
      category,
      providerSlug: provider.slug,
      rating,
      likes,
      recalled,
      payout,
      devices: DEVICES[deviceSet],
      hasBonus,
      disabled,
      theme: shape.theme.key,
      motif: shape.motif,
      pattern: rng.pick(ART_PATTERNS),
      palette: palette(rng, shape.theme.hues),
      description,
      createdAt,
    });

    if (rng.chance(0.05)) {
      const rules = rng.int(1, 2);
      const seen = new Set<string>();
      for (let k = 0; k < rules; k++) {
        const form = rng.weighted({ country: 65, currency: 30, both: 5 });
        const country = form === 'currency' ? null : rng.pick(RESTRICTED_COUNTRIES);
        const currency = form === 'country' ? null : rng.pick(RESTRICTED_CURRENCIES);
        const key = `${country}/${currency}`;
        if (seen.has(key)) continue;
        seen.add(key);
        restrictions.push({ gameSlug: slug, country, currency, disabled: true });
      }
    }
  }

  return {
    categories: CATEGORY_SEEDS,
    providers,
    games,
    restrictions,
    banners: BANNER_SEEDS,
    currencies: CURRENCY_SEEDS,
    countries: COUNTRY_SEEDS,
    languages: LANGUAGE_SEEDS,
  };
}
