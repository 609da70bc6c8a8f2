DROP INDEX "games_enabled_name_idx";--> statement-breakpoint
CREATE INDEX "games_enabled_search_name_idx" ON "games" USING btree ("search_name","id") WHERE "games"."disabled" = false;