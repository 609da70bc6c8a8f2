CREATE TABLE "mines_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"game_slug" text NOT NULL,
	"game_category" text NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"real_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"mines" integer NOT NULL,
	"revealed" jsonb NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mines_rounds_one_active_idx" ON "mines_rounds" USING btree ("user_id","game_slug") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "mines_rounds_user_seed_idx" ON "mines_rounds" USING btree ("user_id","server_seed_hash");