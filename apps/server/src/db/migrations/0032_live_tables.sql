CREATE TABLE "live_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"real_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"status" text NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"player" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_slug" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_category" text NOT NULL,
	"engine" text NOT NULL,
	"number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"settled_at" timestamp (3) with time zone,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_round_user_idx" ON "live_bets" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_game_number_idx" ON "live_rounds" USING btree ("game_slug","number");--> statement-breakpoint
CREATE INDEX "live_rounds_unsettled_idx" ON "live_rounds" USING btree ("betting_ends_at") WHERE settled_at IS NULL;