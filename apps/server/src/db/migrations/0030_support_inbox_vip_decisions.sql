ALTER TABLE "support_conversations" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD COLUMN "decided_by_name" text;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD COLUMN "approved_level" integer;--> statement-breakpoint
CREATE INDEX "vip_applications_status_idx" ON "vip_applications" USING btree ("status","created_at","id");