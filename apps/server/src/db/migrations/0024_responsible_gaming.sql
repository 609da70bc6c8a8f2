CREATE TABLE "rg_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"ref" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_excluded_identities" (
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_excluded_identities_key_user_id_pk" PRIMARY KEY("key","user_id")
);
--> statement-breakpoint
CREATE TABLE "rg_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"limit_type" text,
	"period" text,
	"old_value" text,
	"new_value" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"updated_at" timestamp with time zone,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_amount" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	CONSTRAINT "rg_limits_user_id_type_period_pk" PRIMARY KEY("user_id","type","period")
);
--> statement-breakpoint
CREATE TABLE "rg_pgsi_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_players" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"reality_check_off" boolean DEFAULT false NOT NULL,
	"reality_check_anchor" timestamp with time zone,
	"session_started_at" timestamp with time zone,
	"block_kind" text,
	"block_since" timestamp with time zone,
	"block_until" timestamp with time zone,
	"block_reason" text,
	"block_comment" text,
	"return_available_at" timestamp with time zone,
	"limit_prompt_answered_at" timestamp with time zone,
	"last_spin_at" timestamp with time zone,
	"pgsi_score" integer,
	"pgsi_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rg_activity_ref_key" ON "rg_activity" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "rg_activity_user_at_idx" ON "rg_activity" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_flags_kind_reference_key" ON "rg_flags" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "rg_flags_user_idx" ON "rg_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rg_history_user_idx" ON "rg_history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "rg_pgsi_results_user_idx" ON "rg_pgsi_results" USING btree ("user_id");