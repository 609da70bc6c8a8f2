CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"real_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"auto_cash_out" bigint,
	"status" text NOT NULL,
	"cashed_out_at" bigint,
	"win" bigint DEFAULT 0 NOT NULL,
	"player" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crash_games" (
	"game_slug" text PRIMARY KEY NOT NULL,
	"driver" text,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"wanted_until" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_slug" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_category" text NOT NULL,
	"number" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"game_index" integer NOT NULL,
	"game_hash" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"rtp_bp" integer NOT NULL,
	"crash_point" bigint NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"started_at" timestamp (3) with time zone,
	"crashed_at" timestamp (3) with time zone,
	"settled_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "game_slug" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt" text;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_user_idx" ON "crash_bets" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "crash_bets_round_status_idx" ON "crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game_number_idx" ON "crash_rounds" USING btree ("game_slug","number");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_game_idx" ON "crash_rounds" USING btree ("chain_id","game_index");--> statement-breakpoint
CREATE INDEX "crash_rounds_unsettled_idx" ON "crash_rounds" USING btree ("game_slug") WHERE settled_at IS NULL;--> statement-breakpoint
CREATE INDEX "crash_chains_game_idx" ON "crash_chains" USING btree ("game_slug","id");