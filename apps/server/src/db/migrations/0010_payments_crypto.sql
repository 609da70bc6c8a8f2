CREATE TABLE "crypto_deposit_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposit_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tx_id" text NOT NULL,
	"address" text NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"credited_amount" bigint,
	"credited_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "crypto_deposits_tx_id_unique" UNIQUE("tx_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_user_idx" ON "crypto_deposit_addresses" USING btree ("user_id","currency","network");--> statement-breakpoint
CREATE INDEX "crypto_deposits_user_idx" ON "crypto_deposits" USING btree ("user_id","created_at");