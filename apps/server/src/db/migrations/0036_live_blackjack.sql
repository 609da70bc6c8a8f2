ALTER TABLE "live_bets" ADD COLUMN "actions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "deciding_ends_at" timestamp (3) with time zone;