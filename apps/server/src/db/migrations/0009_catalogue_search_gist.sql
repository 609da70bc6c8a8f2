DROP INDEX "game_providers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "games_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "game_providers_search_gist_idx" ON "game_providers" USING gist ("search_name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_search_gist_idx" ON "games" USING gist ("search_name" gist_trgm_ops);