CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" text,
	"after" text,
	"reason" text,
	"ip" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"request_key" text NOT NULL,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"transfer_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"staff_id" uuid,
	"totp_pending_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_player_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_withdrawal_approvals" (
	"request_id" integer NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_withdrawal_approvals_request_id_staff_id_pk" PRIMARY KEY("request_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree ("email_normalized");--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_action_idx" ON "staff_audit" USING btree ("action","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_adjustments_request_key" ON "staff_balance_adjustments" USING btree ("requested_by","request_key");--> statement-breakpoint
CREATE INDEX "staff_adjustments_player_idx" ON "staff_balance_adjustments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_adjustments_status_idx" ON "staff_balance_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "staff_player_notes_player_idx" ON "staff_player_notes" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
INSERT INTO "staff_audit_head" ("id", "last_id", "last_hash") VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');
--> statement-breakpoint
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only (% refused)', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON "staff_audit" FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
