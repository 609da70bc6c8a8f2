// The engine themes of slots: what a slot's symbols 0–3 are called (4–7 are the royals A K Q J,
// 8 the wild, named after the first symbol, 9 the scatter). A game's theme key is stored in the
// catalogue (`games.engine_theme`, written by the seed, settable by operators); the engine and
// the operator tools read this table, never the seed data (whose slot themes use the same four
// subjects first, checked by the seed's tests).

export const SLOT_ENGINE_THEMES = {
  egypt: ['Pharaoh', 'Cleopatra', 'Anubis', 'Sphinx'],
  asian: ['Dragon', 'Jade', 'Lotus', 'Panda'],
  norse: ['Viking', 'Odin', 'Thor', 'Freya'],
  greek: ['Zeus', 'Athena', 'Medusa', 'Poseidon'],
  irish: ['Leprechaun', 'Clover', 'Shamrock', 'Rainbow'],
  pirates: ['Pirate', 'Captain', 'Kraken', 'Buccaneer'],
  west: ['Outlaw', 'Sheriff', 'Bandit', 'Cowboy'],
  space: ['Galaxy', 'Nebula', 'Comet', 'Astronaut'],
  safari: ['Lion', 'Rhino', 'Gorilla', 'Elephant'],
  ocean: ['Mermaid', 'Pearl', 'Dolphin', 'Shark'],
  candy: ['Candy', 'Sugar', 'Lollipop', 'Jelly'],
  gothic: ['Vampire', 'Raven', 'Werewolf', 'Count'],
  aztec: ['Aztec', 'Inca', 'Jaguar', 'Quetzal'],
  vegas: ['Diamond', 'Seven', 'Bell', 'Star'],
  magic: ['Wizard', 'Sorceress', 'Alchemist', 'Merlin'],
  fiesta: ['Fiesta', 'Mariachi', 'Chili', 'Piñata'],
  gems: ['Ruby', 'Sapphire', 'Emerald', 'Diamond'],
  fruit: ['Cherry', 'Lemon', 'Plum', 'Melon'],
} as const satisfies Record<string, readonly [string, string, string, string]>;

/** The catalogue categories played by the slots engine, whose games have an engine theme. */
export const SLOT_THEMED_CATEGORIES: readonly string[] = ['slots', 'fruit-game'];

export type SlotEngineThemeKey = keyof typeof SLOT_ENGINE_THEMES;

export const SLOT_ENGINE_THEME_KEYS = Object.keys(SLOT_ENGINE_THEMES) as SlotEngineThemeKey[];

export function isSlotEngineTheme(value: unknown): value is SlotEngineThemeKey {
  return typeof value === 'string' && Object.hasOwn(SLOT_ENGINE_THEMES, value);
}

export interface SlotTheme {
  key: SlotEngineThemeKey;
  /** display names of symbols 0..9 (8 = wild, 9 = scatter) */
  symbols: string[];
}

/**
 * The theme a slot plays with: its stored key, else the default of its category (fruit games:
 * fruit; other slots: vegas).
 */
export function slotThemeOf(stored: string | null | undefined, category: string): SlotTheme {
  const key: SlotEngineThemeKey = isSlotEngineTheme(stored)
    ? stored
    : category === 'fruit-game'
      ? 'fruit'
      : 'vegas';
  const high = SLOT_ENGINE_THEMES[key];
  return { key, symbols: [...high, 'A', 'K', 'Q', 'J', `${high[0]} Wild`, 'Scatter'] };
}
