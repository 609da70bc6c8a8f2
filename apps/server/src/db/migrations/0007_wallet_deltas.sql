CREATE TABLE "ledger_account_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"delta" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_account_deltas" ADD CONSTRAINT "ledger_account_deltas_account_ledger_accounts_address_fk" FOREIGN KEY ("account") REFERENCES "public"."ledger_accounts"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_account_deltas_account_idx" ON "ledger_account_deltas" USING btree ("account");