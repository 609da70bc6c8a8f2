// The check of the honest catalogue (issue 18), used by the tests: what is wrong with a card —
// a name promising a game its engine is not, a game Aurum does not have, texts promising a dealer,
// host, studio, side bets, or a slot grid the engine does not have (in the six languages).
import { engineKindOf, type EngineKind } from '../../modules/play/engines/registry';
import { LANGS } from './data/game-texts';

/** Words that name a game; a card naming one must open that engine. */
const NAMED: [RegExp, EngineKind][] = [
  [/\bmines\b/i, 'MINES'],
  [/\bplinko\b/i, 'PLINKO'],
  [/\bketo\b|\bkeno\b/i, 'KENO'],
  [/\bdice\b/i, 'DICE'],
  [/\bwheel\b/i, 'WHEEL'],
  [/\broulette\b/i, 'ROULETTE'],
  [/\bblackjack\b/i, 'BLACKJACK'],
  [/\bbaccarat\b/i, 'BACCARAT'],
];
/** Games Aurum does not have: no card may name them. */
const ABSENT =
  /\b(scratch|poker|sic bo|hold'em|teen patti|dragon tiger|andar bahar|fan tan|caribbean stud)\b/i;
/** What no table has: a person running it, a stream, side bets, a bonus game. */
const PROMISES: Record<string, RegExp> = {
  en: /croupier|\bhosts?\b|studio|streamed|\bside bets?|elegant dealers|dealer who|bonus game|racetrack|eighty|twenty balls/i,
  ru: /крупье|ведущ(ий|ими)|студи|трансляци(и|ей) из|побочные ставки|элегантн|дилер, который|восьмидесяти/i,
  ar: /استوديو|مقدم(و|ين)|رهانات جانبية|ثمانين/,
};

export function cardProblems(game: {
  category: string;
  name: string;
  description: Record<string, string>;
}): string[] {
  const problems: string[] = [];
  const engine = engineKindOf(game.category, game.name);
  const slot = game.category === 'slots' || game.category === 'fruit-game';
  // the game a table's or instant game's name promises: its last game word ("Space Dice Mines"
  // is a Mines game with a dice theme); a slot's subject may be anything ("Dice's Quest")
  const named = NAMED.map(([re, kind]) => ({ kind, at: game.name.search(re) }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => b.at - a.at)[0];
  if (!slot && named && named.kind !== engine) {
    problems.push(`${game.name} (${game.category}) names ${named.kind} but opens ${engine}`);
  }
  if (ABSENT.test(game.name)) problems.push(`${game.name} names a game Aurum does not have`);
  if (
    /roulette/.test(game.category) &&
    /\b(american|multi-wheel|double ball|multiplier)\b/i.test(game.name)
  ) {
    problems.push(`${game.name} names a roulette Aurum does not have`);
  }
  if (engine === 'WHEEL' && !/\bwheel\b/i.test(game.name)) {
    problems.push(`${game.name} opens the wheel but does not say so`);
  }
  if (game.category === 'live-casino' && !/\bdice\b/i.test(game.name)) {
    problems.push(`${game.name} opens dice but does not say so`);
  }
  for (const lang of LANGS) {
    // the first sentence names the game's maker (a game studio, e.g. "Grand Salon Studios")
    const full = game.description[lang] ?? '';
    const text = full.slice(full.indexOf('. ') + 2);
    const promise = PROMISES[lang];
    if (game.category !== 'slots' && game.category !== 'fruit-game' && promise?.test(text)) {
      problems.push(`${game.name} [${lang}] promises what the table does not have: ${text}`);
    }
    if ((game.category === 'slots' || game.category === 'fruit-game') && /\d×\d/.test(text)) {
      if (!text.includes('5×3')) problems.push(`${game.name} [${lang}] states another grid`);
    }
  }
  if (
    (game.category === 'slots' || game.category === 'fruit-game') &&
    !/5×3 grid with 10 paylines/.test(game.description.en ?? '')
  ) {
    problems.push(`${game.name}: the slot's grid is not the engine's 5×3 with 10 lines`);
  }
  return problems;
}
