// The engine theme the seed stores for a generated slot (`games.engine_theme`): recognised from
// the game's name, which is built from its theme's words (subjects, places, adjectives) — the
// theme with most words in the name wins; fruit games use the fruit theme; vegas when nothing
// matches. Only the seed (and its backfill step) recognises themes; the engine reads the stored
// key (modules/play/engines/theme.ts) and operators may set another one.
import { isSlotEngineTheme, SLOT_THEMED_CATEGORIES, type SlotEngineThemeKey } from '@aurum/domain';
import { SLOT_THEMES } from './data/themes';

/** The catalogue categories whose games have an engine theme. */
export const THEMED_CATEGORIES = SLOT_THEMED_CATEGORIES;

export function engineThemeOf(name: string, category: string): SlotEngineThemeKey | null {
  if (!THEMED_CATEGORIES.includes(category)) return null;
  if (category === 'fruit-game') return 'fruit';
  const words = name.toLowerCase();
  let best = { key: 'vegas', score: 0 };
  for (const theme of SLOT_THEMES) {
    const w = theme.words;
    if (!w) continue;
    const score = [...w.subjects, ...w.places, ...w.adjectives].filter((word) =>
      words.includes(word.toLowerCase()),
    ).length;
    if (score > best.score) best = { key: theme.key, score };
  }
  return isSlotEngineTheme(best.key) ? best.key : 'vegas';
}
