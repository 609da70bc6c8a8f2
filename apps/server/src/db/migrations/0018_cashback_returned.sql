ALTER TABLE "bonus_daily_results" ADD COLUMN "returned_staked" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_daily_results" ADD COLUMN "returned_won" bigint DEFAULT 0 NOT NULL;