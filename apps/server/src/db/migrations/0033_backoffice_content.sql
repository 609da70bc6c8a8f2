CREATE TABLE "payment_method_settings" (
	"method_key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"kyc_required" boolean NOT NULL,
	"min_usd" bigint NOT NULL,
	"max_usd" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "featured_order" integer;--> statement-breakpoint
CREATE TRIGGER payment_method_settings_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_method_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
