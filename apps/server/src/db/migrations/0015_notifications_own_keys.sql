ALTER TABLE "notification_reads" DROP CONSTRAINT "notification_reads_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_presence" DROP CONSTRAINT "user_presence_user_id_users_id_fk";
