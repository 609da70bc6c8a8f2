CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"length" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairness_revealed_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairness_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"game_slug" text NOT NULL,
	"game_category" text NOT NULL,
	"engine" text NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"win" bigint NOT NULL,
	"real_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fairness_revealed_seeds_user_idx" ON "fairness_revealed_seeds" USING btree ("user_id","revealed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "play_rounds_user_created_idx" ON "play_rounds" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "play_rounds_user_game_created_idx" ON "play_rounds" USING btree ("user_id","game_slug","created_at" DESC NULLS LAST);