CREATE TABLE "blackjack_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"game_slug" text NOT NULL,
	"game_category" text NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"real_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"timed_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blackjack_rounds_one_active_idx" ON "blackjack_rounds" USING btree ("user_id","game_slug") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "blackjack_rounds_active_updated_idx" ON "blackjack_rounds" USING btree ("updated_at") WHERE status = 'ACTIVE';