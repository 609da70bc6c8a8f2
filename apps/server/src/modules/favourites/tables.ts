// Favourites and last played: which games a player marked, and which they opened or played last.
// `user_id` is the identity module's user id and `game_id` the catalogue's game id, both stored
// without foreign keys (no module touches another module's tables). Lists go through the
// catalogue's services, which drop ids of games that are gone or disabled.
import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: uuid('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    // favoriteGames pages: newest first, stable by game id.
    index('favorite_games_user_created_idx').on(t.userId, t.createdAt.desc(), t.gameId),
  ],
);

export const lastPlayedGames = pgTable(
  'last_played_games',
  {
    userId: uuid('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    /** last time the game was played or its page opened */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    /** game launches (recordGamePlayed) */
    plays: integer('plays').notNull().default(0),
    /** game page views (markGameOpened) */
    opens: integer('opens').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('last_played_games_user_last_idx').on(t.userId, t.lastAt.desc(), t.gameId),
  ],
);
