CREATE TABLE "vip_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"contact_preference" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vip_applications_user_created_idx" ON "vip_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vip_applications_one_pending_idx" ON "vip_applications" USING btree ("user_id") WHERE "vip_applications"."status" = 'PENDING';