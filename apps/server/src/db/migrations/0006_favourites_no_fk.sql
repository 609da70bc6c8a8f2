ALTER TABLE "favorite_games" DROP CONSTRAINT "favorite_games_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "last_played_games" DROP CONSTRAINT "last_played_games_game_id_games_id_fk";
