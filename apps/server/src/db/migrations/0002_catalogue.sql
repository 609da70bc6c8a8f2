CREATE TABLE "favorite_games" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "last_played_games" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "last_played_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "fun_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fun_top_ups_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_per_unit_e12" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_address_unique" UNIQUE("address"),
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."may_go_negative" OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"input_hash" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account" <> "ledger_transfers"."credit_account")
);
--> statement-breakpoint
CREATE TABLE "wallet_selections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_played_games" ADD CONSTRAINT "last_played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_ledger_accounts_address_fk" FOREIGN KEY ("debit_account") REFERENCES "public"."ledger_accounts"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_ledger_accounts_address_fk" FOREIGN KEY ("credit_account") REFERENCES "public"."ledger_accounts"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_selections" ADD CONSTRAINT "wallet_selections_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_games_user_created_idx" ON "favorite_games" USING btree ("user_id","created_at" DESC NULLS LAST,"game_id");--> statement-breakpoint
CREATE INDEX "last_played_games_user_last_idx" ON "last_played_games" USING btree ("user_id","last_at" DESC NULLS LAST,"game_id");--> statement-breakpoint
CREATE INDEX "fun_top_ups_user_idx" ON "fun_top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_type","owner_id","currency");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account","seq");--> statement-breakpoint
CREATE INDEX "game_providers_search_trgm_idx" ON "game_providers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "game_restrictions_game_rule_idx" ON "game_restrictions" USING btree ("game_id","country","currency");--> statement-breakpoint
CREATE INDEX "games_search_trgm_idx" ON "games" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_enabled_rating_idx" ON "games" USING btree ("rating" DESC NULLS LAST,"id") WHERE "games"."disabled" = false;--> statement-breakpoint
CREATE INDEX "games_enabled_name_idx" ON "games" USING btree ("name","id") WHERE "games"."disabled" = false;--> statement-breakpoint
CREATE INDEX "games_enabled_likes_idx" ON "games" USING btree ("likes" DESC NULLS LAST,"id") WHERE "games"."disabled" = false;--> statement-breakpoint
CREATE INDEX "games_enabled_payout_idx" ON "games" USING btree ("payout" DESC NULLS LAST,"id") WHERE "games"."disabled" = false;--> statement-breakpoint
CREATE INDEX "games_enabled_created_idx" ON "games" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "games"."disabled" = false;--> statement-breakpoint
CREATE INDEX "games_enabled_provider_category_idx" ON "games" USING btree ("provider_id","category","rating" DESC NULLS LAST,"id") WHERE "games"."disabled" = false;