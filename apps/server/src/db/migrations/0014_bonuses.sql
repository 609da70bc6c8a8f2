CREATE TABLE "bonus_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"bonus_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_daily_results" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_daily_results_user_id_currency_day_pk" PRIMARY KEY("user_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "bonus_seen_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_wager_rounds" (
	"user_bonus_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"contribution" bigint NOT NULL,
	"free_spin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_wager_rounds_user_bonus_id_round_id_pk" PRIMARY KEY("user_bonus_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'DEPOSIT' NOT NULL,
	"currency_code" text NOT NULL,
	"cover_image_url" text NOT NULL,
	"deposit_payment_type" text,
	"available_currencies" jsonb NOT NULL,
	"available_for_game" text,
	"available_for_game_slug" text,
	"game_category_multipliers" jsonb NOT NULL,
	"min_deposit_amount" bigint,
	"max_deposit_amount" bigint,
	"wager_multiplier" text NOT NULL,
	"wagering_time" integer NOT NULL,
	"min_wager_bet" bigint,
	"max_wager_bet" bigint,
	"free_spins_count" integer DEFAULT 0 NOT NULL,
	"freespins_game" text,
	"freespins_game_slug" text,
	"freespins_expire_time" integer,
	"reward_amount" bigint,
	"max_reward_limit" bigint,
	"max_reward_limit_multiplier" text,
	"reward_deposit_multiplier" text,
	"reward_free_spins" integer,
	"repeatable" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bonus_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"discarded_at" timestamp with time zone,
	"discard_reason" text,
	"expire_at" timestamp with time zone,
	"deposit_ref" text,
	"deposit_amount" bigint,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"wager_goal" bigint DEFAULT 0 NOT NULL,
	"wagered_amount" bigint DEFAULT 0 NOT NULL,
	"free_spins_total" integer DEFAULT 0 NOT NULL,
	"free_spins_left" integer DEFAULT 0 NOT NULL,
	"deposit_turnover" bigint DEFAULT 0 NOT NULL,
	"calculated_max_reward_limit" bigint,
	"claimed_real" bigint,
	"forfeited" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bonuses_deposit_ref_unique" UNIQUE("deposit_ref")
);
--> statement-breakpoint
CREATE INDEX "user_bonuses_user_idx" ON "user_bonuses" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_bonuses_expiry_idx" ON "user_bonuses" USING btree ("expire_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonuses_one_current" ON "user_bonuses" USING btree ("user_id") WHERE status in ('PENDING', 'ACTIVE', 'FREESPINS_PLAY', 'READY_FOR_REWARD');--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonuses_one_available" ON "user_bonuses" USING btree ("user_id","bonus_id") WHERE status = 'AVAILABLE';