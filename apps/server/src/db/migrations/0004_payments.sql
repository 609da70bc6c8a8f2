CREATE TABLE "deposit_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"processor" text NOT NULL,
	"method_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"return_url" text,
	"predefined_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_agent" text,
	"provider_reference" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdraw_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"method_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dropdowns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "withdraw_audit" ADD CONSTRAINT "withdraw_audit_request_id_withdraw_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."withdraw_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_payments_user_idx" ON "deposit_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_audit_request_idx" ON "withdraw_audit" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_requests_user_idx" ON "withdraw_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_requests_status_idx" ON "withdraw_requests" USING btree ("status","created_at");