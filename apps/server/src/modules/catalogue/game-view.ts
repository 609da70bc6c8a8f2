// How a game leaves the catalogue: the columns every game query selects (one join with the
// provider), the restrictions loaded for a page of games in one query, and the mapping to the
// GraphQL `Game` shape.
import type { Language } from '@aurum/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { GAME_ART_HEIGHT, GAME_ART_WIDTH, type GameArtInput } from './art/game-art';
import { gameArtVersion, versionedPath } from './art/version';
import { pickText } from './localized-text';
import {
  gameProviders,
  gameRestrictions,
  games,
  type ArtPalette,
  type LocalizedText,
} from './tables';

export interface GameImageView {
  src: string;
  width: number;
  height: number;
}

export interface GameRestrictionView {
  country: string | null;
  currency: string | null;
  disabled: boolean;
}

export interface GameView {
  id: string;
  name: string;
  slug: string;
  title: string;
  category: string;
  providerName: string;
  providerSlug: string;
  likes: number;
  recalled: boolean;
  rating: number;
  hasBonus: boolean;
  /** slots: the stored engine theme key (null: the category's default) */
  engineTheme: string | null;
  info: { payout: number; description: string; devices: string[] };
  image: GameImageView;
  images: GameImageView[];
  restrictions: GameRestrictionView[];
}

/** Columns of a game row with its provider; use with `.from(games).innerJoin(gameProviders, providerJoin)`. */
export const gameColumns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  title: games.title,
  category: games.category,
  rating: games.rating,
  likes: games.likes,
  recalled: games.recalled,
  payout: games.payout,
  devices: games.devices,
  hasBonus: games.hasBonus,
  engineTheme: games.engineTheme,
  description: games.description,
  motif: games.motif,
  pattern: games.pattern,
  palette: games.palette,
  providerName: gameProviders.name,
  providerSlug: gameProviders.slug,
};

export const providerJoin = eq(games.providerId, gameProviders.id);

export interface GameListRow {
  id: number;
  slug: string;
  name: string;
  title: string;
  category: string;
  rating: number;
  likes: number;
  recalled: boolean;
  payout: number;
  devices: string[];
  hasBonus: boolean;
  engineTheme: string | null;
  description: LocalizedText;
  /** the cover's art inputs (art/game-art.ts): its URL carries their version */
  motif: string;
  pattern: string;
  palette: ArtPalette;
  providerName: string;
  providerSlug: string;
}

export const gameImagePath = (slug: string) => `/media/games/${slug}.svg`;

export function gameImage(game: GameArtInput & { slug: string }): GameImageView {
  return {
    src: versionedPath(gameImagePath(game.slug), gameArtVersion(game)),
    width: GAME_ART_WIDTH,
    height: GAME_ART_HEIGHT,
  };
}

/** Restrictions of the given games, in one query. */
export async function loadRestrictions(
  db: Db,
  gameIds: readonly number[],
): Promise<Map<number, GameRestrictionView[]>> {
  const byGame = new Map<number, GameRestrictionView[]>();
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return byGame;
  const rows = await db
    .select({
      gameId: gameRestrictions.gameId,
      country: gameRestrictions.country,
      currency: gameRestrictions.currency,
      disabled: gameRestrictions.disabled,
    })
    .from(gameRestrictions)
    .where(inArray(gameRestrictions.gameId, ids))
    .orderBy(asc(gameRestrictions.id));
  for (const { gameId, ...rule } of rows) {
    const list = byGame.get(gameId);
    if (list) list.push(rule);
    else byGame.set(gameId, [rule]);
  }
  return byGame;
}

export function toGameView(
  row: GameListRow,
  restrictions: GameRestrictionView[],
  lang: Language,
): GameView {
  const image = gameImage(row);
  return {
    id: String(row.id),
    name: row.name,
    slug: row.slug,
    title: row.title,
    category: row.category,
    providerName: row.providerName,
    providerSlug: row.providerSlug,
    likes: row.likes,
    recalled: row.recalled,
    rating: row.rating,
    hasBonus: row.hasBonus,
    engineTheme: row.engineTheme,
    info: {
      payout: Number(row.payout),
      description: pickText(row.description, lang),
      devices: row.devices,
    },
    image,
    images: [image],
    restrictions,
  };
}

/** Maps a page of game rows, loading their restrictions in one query. */
export async function toGameViews(
  db: Db,
  rows: readonly GameListRow[],
  lang: Language,
): Promise<GameView[]> {
  const restrictions = await loadRestrictions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toGameView(row, restrictions.get(row.id) ?? [], lang));
}
