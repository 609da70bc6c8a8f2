// Operators set the engine theme a slot plays with (the names of its symbols; payouts do not
// depend on it). The change and the game_audit row are one transaction.
import { isSlotEngineTheme, SLOT_ENGINE_THEME_KEYS, SLOT_THEMED_CATEGORIES } from '@aurum/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { GAME_NOT_FOUND } from './find-games';
import { gameAudit, games } from './tables';

export interface EngineThemeChange {
  slug: string;
  previous: string | null;
  engineTheme: string | null;
}

/** Sets (or clears, with null) a slot's engine theme, audited as `actor`. */
export async function setGameEngineTheme(
  db: Db,
  input: { actor: string; slug: string; engineTheme: string | null },
): Promise<EngineThemeChange> {
  const theme = input.engineTheme?.trim() || null;
  if (theme !== null && !isSlotEngineTheme(theme)) {
    throw validationError(`Unknown engine theme; one of ${SLOT_ENGINE_THEME_KEYS.join(', ')}.`, {
      themes: SLOT_ENGINE_THEME_KEYS,
    });
  }
  return db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: games.id, category: games.category, engineTheme: games.engineTheme })
      .from(games)
      .where(eq(games.slug, input.slug))
      .for('update');
    if (!game) throw new AppError(GAME_NOT_FOUND, { message: 'No such game.', status: 404 });
    if (!SLOT_THEMED_CATEGORIES.includes(game.category)) {
      throw validationError('Only slots have an engine theme.');
    }
    await tx.update(games).set({ engineTheme: theme }).where(eq(games.id, game.id));
    await tx.insert(gameAudit).values({
      gameId: game.id,
      actor: input.actor,
      action: 'SET_ENGINE_THEME',
      before: { engineTheme: game.engineTheme },
      after: { engineTheme: theme },
    });
    return { slug: input.slug, previous: game.engineTheme, engineTheme: theme };
  });
}
