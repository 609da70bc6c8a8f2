// A slot game's theme, as the catalogue stores it (`engineTheme`: written by the seed, set by
// operators); a game without one plays its category's default. The names of the symbols are the
// shared table of @aurum/domain (games/slot-themes.ts). Runtime code never reads the seed data.
import { slotThemeOf, type SlotTheme } from '@aurum/domain';
import type { GameView } from '../../catalogue';

export type { SlotTheme };

export function slotTheme(game: Pick<GameView, 'engineTheme' | 'category'>): SlotTheme {
  return slotThemeOf(game.engineTheme, game.category);
}
