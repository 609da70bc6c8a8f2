// No catalogue text promises what Aurum does not run (issue 18, docs/games-live-notes.md): every
// game, category and provider text as the seed leaves it, in the six languages, scanned for a
// human dealer or host, a studio stream or cameras, and slot features no engine has (cascades,
// bonus buys, jackpots, sticky wilds); live roulette, baccarat, dice, wheel and blackjack say they
// are shared tables.
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../../modules/catalogue/tables';
import { CATEGORY_SEEDS } from './data/categories';
import { LANGS, OTHER_RULES } from './data/game-texts';
import {
  BLACKJACK_RULES,
  HONEST_CATEGORY_TEXTS,
  LIVE_BLACKJACK_RULES,
  LIVE_CATEGORY_TEXTS,
  LIVE_DICE_RULES,
  LIVE_WHEEL_RULES,
  SHARED_TABLE,
  WHEEL_RULES,
} from './data/honest-texts';
import { generateCatalogue } from './generate';
import { honestGame, SHARED_TABLE_CATEGORIES } from './honest';

/** Promises no engine keeps, per language (the phrases the old texts used, and their kin). */
const BANNED: Record<string, RegExp> = {
  en: /professional dealer|dealers who|elegant dealer|dedicated dealer|live croupier|charismatic host|with hosts|multi-camera|streamed|streaming|\bHD\b|cascading|bonus buy|progressive jackpot|sticky wild|\bside bets|squeeze|american|video poker|scratch card|random multiplier/i,
  ru: /профессиональн\w* дилер|дилеры, говорящ|харизматичн|многокамерн|транслир|HD-|каскадн|покупка бонус|джекпот|липки|видеопокер|американск|случайные множители/i,
  az: /peşəkar diler|dilində danışan diler|çoxkameralı|yayımla|HD |kaskad|bonus oyununun alınması|cekpot|yapışqan|Amerika|təsadüfi çarpan/i,
  kk: /кәсіби дилер|тілінде сөйлейтін дилер|көп камералы|HD |каскадты|сатып алу мүмкіндігі|джекпот|жабысқақ|американ|кездейсоқ көбейткіш/i,
  tr: /profesyonel krupiye|dilini konuşan krupiye|çok kameralı|canlı yayın|HD |kademeli|bonus satın|jackpot|yapışkan|Amerikan|rastgele çarpan/i,
  ar: /موزعين محترفين|موزعون محترفون|يتحدثون لغة|متعددة الكاميرات|يبث|تُبث|المتتالية|شراء|الجوائز الكبرى|الأمريكي|العشوائية/,
};

/** Problems of a text; a game's own name (e.g. "Jackpot of Ace") is a title, not a promise. */
function problems(where: string, text: LocalizedText, name = ''): string[] {
  return LANGS.flatMap((lang) => {
    const t = (text[lang] ?? '').split(name).join('');
    return BANNED[lang]!.test(t) ? [`${where} [${lang}]: ${t}`] : [];
  });
}

const catalogue = generateCatalogue({ games: 1983 });
const categoryText = (name: string, seeded: LocalizedText): LocalizedText =>
  HONEST_CATEGORY_TEXTS[name as 'slots'] ?? LIVE_CATEGORY_TEXTS[name as 'slots'] ?? seeded;

describe('catalogue texts promise only what runs', () => {
  it('the check can fail: the texts before the honest rules promise dealers, studios and jackpots', () => {
    const before = CATEGORY_SEEDS.flatMap((c) => problems(c.name, c.description));
    expect(before.join('\n')).toMatch(/live-casino \[en\].*professional dealers/);
    expect(before.join('\n')).toMatch(/slots \[ar\]/);
  });

  it('no category, provider or game text promises a dealer, a studio stream or a missing feature', () => {
    const found = [
      ...CATEGORY_SEEDS.flatMap((c) => problems(c.name, categoryText(c.name, c.description))),
      ...catalogue.providers.flatMap((p) => problems(p.name, p.description)),
      ...catalogue.games.flatMap((g) =>
        problems(g.name, honestGame(g).description, honestGame(g).name),
      ),
    ];
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('live roulette, baccarat, dice and wheel games say they are shared tables, in every language', () => {
    const live = catalogue.games.filter((g) => SHARED_TABLE_CATEGORIES.has(g.category));
    expect(live.length).toBeGreaterThan(10);
    for (const category of ['live-casino', 'live-game-show']) {
      expect(live.filter((g) => g.category === category).length).toBeGreaterThan(5);
    }
    for (const g of live) {
      const { description } = honestGame(g);
      for (const lang of LANGS) expect(description[lang]).toContain(SHARED_TABLE[lang]);
      // applying the rule again changes nothing (the seed step is idempotent)
      expect(honestGame({ ...g, description }).description).toEqual(description);
    }
    for (const name of [
      'live-roulette',
      'live-baccarat',
      'live-casino',
      'live-game-show',
    ] as const) {
      expect(LIVE_CATEGORY_TEXTS[name]!.en).toMatch(/shared .* 15 seconds/i);
    }
  });

  it('live blackjack games and their category describe the shared table (docs/livebj-notes.md), in every language', () => {
    const blackjack = catalogue.games.filter((g) => g.category === 'live-blackjack');
    expect(blackjack.length).toBeGreaterThan(5);
    for (const g of blackjack) {
      const { description } = honestGame(g);
      for (const lang of LANGS) {
        expect(description[lang]).toContain(LIVE_BLACKJACK_RULES[lang]);
        // the one-player rules (split up to three hands) are gone
        expect(description[lang]).not.toContain(BLACKJACK_RULES[lang]);
      }
      expect(honestGame({ ...g, description }).description).toEqual(description);
    }
    const category = LIVE_CATEGORY_TEXTS['live-blackjack']!;
    expect(category.en).toMatch(/shared .* 15 seconds .* same two cards/i);
    expect(category.en).not.toMatch(/yours alone|not shared/i);
    for (const lang of LANGS) expect(category[lang]).toMatch(/15.*12/);
  });

  it('live dice and wheel games describe one roll / one stop for the table, never "then roll" alone', () => {
    for (const g of catalogue.games) {
      const { description } = honestGame(g);
      for (const lang of LANGS) {
        if (g.category === 'live-casino') {
          expect(description[lang]).toContain(LIVE_DICE_RULES[lang]);
          expect(description[lang]).not.toContain(OTHER_RULES.dice[lang]);
        }
        if (g.category === 'live-game-show') {
          expect(description[lang]).toContain(LIVE_WHEEL_RULES[lang]);
          expect(description[lang]).not.toContain(WHEEL_RULES[lang]);
        }
      }
    }
  });
});
