// A slot game's theme: the seed data's slot themes (the same words its name and art come from).
// The theme is recognised from the game's name (its words are the theme's subjects, places and
// adjectives); fruit games use the fruit theme. Symbols 0–3 are the theme's first four subjects,
// 4–7 the royals A K Q J, then the wild and the scatter.
import { SLOT_THEMES } from '../../../db/seed/data/themes';

export interface SlotTheme {
  key: string;
  /** display names of symbols 0..9 (8 = wild, 9 = scatter) */
  symbols: string[];
}

function themeKeyOf(name: string, category: string): string {
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
  return best.key;
}

export function slotTheme(name: string, category: string): SlotTheme {
  const key = themeKeyOf(name, category);
  const theme = SLOT_THEMES.find((t) => t.key === key) ?? SLOT_THEMES[0]!;
  const subjects = theme.words?.subjects ?? [];
  const high = [0, 1, 2, 3].map((i) => subjects[i] ?? ['Crown', 'Star', 'Bell', 'Seven'][i]!);
  const wildName = `${subjects[0] ?? 'Golden'} Wild`;
  return { key, symbols: [...high, 'A', 'K', 'Q', 'J', wildName, 'Scatter'] };
}
