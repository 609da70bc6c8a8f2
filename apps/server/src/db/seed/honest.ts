// The honest catalogue (issue 18): every game's name and description match the engine it opens
// (play/engines/registry.ts engineKindOf). One pure rule, used by the generator (fresh databases)
// and by the seed step `catalogue-honest-engines` (existing ones):
//
// - other: "… Scratch (Card)" becomes "… Mines" (tiles revealed on a field, as the Mines engine
//   plays); video poker ("Jacks or Better", "Double Bonus Poker 10 Play" …) becomes "… Keno"; the
//   texts follow (noun and rules of the engine). Keno's rules say 40 numbers and 10 drawn.
// - live-casino (Casino Hold'em, Sic Bo, Teen Patti …, which played dice): dice tables, named
//   "… Dice", with the dice rules.
// - live-game-show: money wheels (the Wheel engine); names that promised another show become wheels.
// - live tables: no dealer, croupier, host, studio or side bet is promised; "Studio" leaves names;
//   live roulette, baccarat, dice (live-casino) and wheel (live-game-show) end with the sentence
//   saying they are shared tables (SHARED_TABLE), and the dice and wheel rules say one roll / one
//   stop decides every bet at the table.
// - roulette: the European wheel the engine spins (American names and figures say European).
// - slots: the 5×3 grid with 10 paylines the engine has (the volatility stays).
// Slugs never change (links, favourites and bet history keep working).
import type { GameCategoryName } from '@aurum/domain';
import type { LocalizedText } from '../../modules/catalogue/tables';
import {
  GAME_NOUNS,
  LANGS,
  LIVE_FORMATS,
  OTHER_RULES,
  QUOTE,
  ROULETTE_RULES,
  slotMechanics,
  type Volatility,
} from './data/game-texts';
import {
  BACCARAT_RULES,
  BACCARAT_RULES_V1,
  BLACKJACK_RULES,
  CARNIVAL,
  KENO_RULES,
  LIVE_BLACKJACK_RULES,
  LIVE_DICE_RULES,
  LIVE_WHEEL_RULES,
  NEON,
  NOUNS,
  RIVIERA,
  ROULETTE_HONEST,
  SHARED_TABLE,
  VELVET_LOUNGE,
  VIP_ROOM,
  WHEEL_RULES,
} from './data/honest-texts';
import { TABLE_THEMES } from './data/themes';

const POKER_TO_KENO: [RegExp, string][] = [
  [/\bJacks or Better\b/, 'Jacks Keno'],
  [/\bDeuces Wild\b/, 'Deuces Keno'],
  [/\bJoker Poker\b/, 'Joker Keno'],
  [/\bDouble Bonus Poker\b/, 'Double Bonus Keno'],
  [/\bBonus Poker\b/, 'Bonus Keno'],
  [/\bAces and Faces\b/, 'Aces Keno'],
  [/\bTens or Better\b/, 'Tens Keno'],
  [/\bAll American Poker\b/, 'All American Keno'],
];
const LIVE_CASINO_GAMES = [
  "Casino Hold'em",
  'Three Card Poker',
  'Sic Bo',
  'Dragon Tiger',
  'Andar Bahar',
  'Teen Patti',
  'Caribbean Stud',
  "Texas Hold'em Bonus",
  'Fan Tan',
  'Ultimate Poker',
];
const SHOW_TO_WHEEL: [string, string][] = [
  ['Coin Drop', 'Coin Wheel'],
  ['Prize Tower', 'Prize Wheel'],
  ['Dice Party', 'Party Wheel'],
  ['Treasure Hunt', 'Treasure Wheel'],
  ['Ball Drop', 'Bonus Wheel'],
  ['Fortune Flip', 'Fortune Wheel'],
  ['Cash Ladder', 'Cash Wheel'],
  ['Lucky Balls', 'Lucky Wheel'],
  ['Spin Show', 'Spin Wheel'],
  ['Prize Machine', 'Jackpot Wheel'],
];

/** The name a game keeps or gets so that it names the engine it opens. */
export function honestName(category: GameCategoryName | string, name: string): string {
  let n = name;
  if (category === 'other') {
    if (/\bScratch\b/.test(n)) n = n.replace(/\s*Scratch(?: Card)?\b/, ' Mines');
    for (const [re, to] of POKER_TO_KENO) {
      if (re.test(n)) {
        n = n.replace(re, to).replace(/\s+(?:Multi-Hand|10 Play|50 Play)\b/, '');
        break;
      }
    }
  }
  if (category === 'live-casino') {
    for (const game of LIVE_CASINO_GAMES) if (n.includes(game)) n = n.replace(game, 'Dice');
  }
  if (category === 'live-game-show') {
    for (const [from, to] of SHOW_TO_WHEEL) n = n.replace(from, to);
  }
  if (category.startsWith('live-')) n = n.replace(/\bStudio\b/, 'Table');
  if (category === 'roulette' || category === 'live-roulette') {
    // one ball, one wheel, no multipliers: the European wheel the engine spins
    n = n
      .replace(/\bAmerican\b/, 'European')
      .replace(/\s*\b(?:Multi-Wheel|Double Ball|Multiplier)\b/, '');
  }
  return n.replace(/\s{2,}/g, ' ').trim();
}

const QUOTED = QUOTE;

type Pair = [LocalizedText, LocalizedText];

/** Sentence replacements per category (old → true). */
function pairsFor(category: string, oldName: string): Pair[] {
  const pairs: Pair[] = [
    [TABLE_THEMES['velvet-lounge']!.sentence, VELVET_LOUNGE],
    [TABLE_THEMES.riviera!.sentence, RIVIERA],
    [TABLE_THEMES.neon!.sentence, NEON],
    [TABLE_THEMES['vip-room']!.sentence, VIP_ROOM],
    [TABLE_THEMES.carnival!.sentence, CARNIVAL],
  ];
  switch (category) {
    case 'other':
      if (/\bScratch\b/.test(oldName)) {
        pairs.push(
          [GAME_NOUNS.scratch, GAME_NOUNS.mines],
          [OTHER_RULES.scratch, OTHER_RULES.mines],
        );
      }
      if (POKER_TO_KENO.some(([re]) => re.test(oldName))) {
        pairs.push([GAME_NOUNS['video-poker'], GAME_NOUNS.keno]);
        pairs.push([OTHER_RULES['video-poker'], KENO_RULES]);
      }
      pairs.push([OTHER_RULES.keno, KENO_RULES]);
      break;
    case 'live-casino':
      pairs.push([GAME_NOUNS['live-casino'], NOUNS['live-casino']]);
      for (const f of LIVE_FORMATS['live-casino']) pairs.push([f, OTHER_RULES.dice]);
      // a shared table: one roll for everyone, each bet with its own target
      pairs.push([OTHER_RULES.dice, LIVE_DICE_RULES]);
      break;
    case 'live-game-show':
      pairs.push([GAME_NOUNS['live-game-show'], NOUNS['live-game-show']]);
      for (const f of LIVE_FORMATS['live-game-show']) pairs.push([f, WHEEL_RULES]);
      // a shared table: one wheel of the table's size, each bet with its own risk
      pairs.push([WHEEL_RULES, LIVE_WHEEL_RULES]);
      break;
    case 'live-blackjack':
      for (const f of LIVE_FORMATS['live-blackjack']) pairs.push([f, BLACKJACK_RULES]);
      // a shared table (docs/livebj-notes.md): common cards, decisions per hand, no split
      pairs.push([BLACKJACK_RULES, LIVE_BLACKJACK_RULES]);
      break;
    case 'live-baccarat':
      for (const f of LIVE_FORMATS['live-baccarat']) pairs.push([f, BACCARAT_RULES]);
      pairs.push([BACCARAT_RULES_V1, BACCARAT_RULES]);
      break;
    case 'roulette':
    case 'live-roulette':
      for (const f of Object.values(ROULETTE_RULES)) pairs.push([f, ROULETTE_HONEST]);
      break;
  }
  return pairs;
}

const REELS = [3, 5, 6];
const ROWS = [3, 4];
const LINES = [5, 10, 20, 25, 30, 40, 50, 100];
const VOLS: Volatility[] = ['low', 'medium', 'high'];

/** Slot texts: every grid and line count the generator wrote → the engine's 5×3 with 10 lines. */
function slotPairs(): Pair[] {
  const pairs: Pair[] = [];
  for (const vol of VOLS) {
    const to = {} as LocalizedText;
    for (const lang of LANGS) to[lang] = slotMechanics(lang, 5, 3, 10, vol);
    for (const reels of REELS) {
      for (const rows of ROWS) {
        for (const lines of LINES) {
          if (reels === 5 && rows === 3 && lines === 10) continue;
          const from = {} as LocalizedText;
          for (const lang of LANGS) from[lang] = slotMechanics(lang, reels, rows, lines, vol);
          pairs.push([from, to]);
        }
      }
    }
  }
  return pairs;
}
let slotPairsCache: Pair[] | null = null;

/** Categories whose games run as shared live tables (modules/live isLiveTable). */
export const SHARED_TABLE_CATEGORIES: ReadonlySet<string> = new Set([
  'live-roulette',
  'live-baccarat',
  'live-casino',
  'live-game-show',
]);

/** A game's name and description made true to its engine (the same input gives the same output). */
export function honestGame(game: { category: string; name: string; description: LocalizedText }): {
  name: string;
  description: LocalizedText;
} {
  const name = honestName(game.category, game.name);
  const pairs =
    game.category === 'slots' || game.category === 'fruit-game'
      ? (slotPairsCache ??= slotPairs())
      : pairsFor(game.category, game.name);
  const description = { ...game.description };
  for (const lang of LANGS) {
    let text = description[lang];
    if (typeof text !== 'string') continue;
    if (name !== game.name) text = text.replace(QUOTED[lang](game.name), QUOTED[lang](name));
    for (const [from, to] of pairs) {
      if (from[lang] && text.includes(from[lang])) text = text.replace(from[lang], to[lang]);
    }
    // the shared tables (modules/live): the card says what that is
    if (SHARED_TABLE_CATEGORIES.has(game.category) && !text.includes(SHARED_TABLE[lang])) {
      text = `${text.trimEnd()} ${SHARED_TABLE[lang]}`;
    }
    description[lang] = text;
  }
  return { name, description };
}
