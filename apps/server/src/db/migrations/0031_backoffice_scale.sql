CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdraw_requests_inputs_idx" ON "withdraw_requests" USING gin ("inputs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "play_rounds_created_idx" ON "play_rounds" USING btree ("created_at") INCLUDE ("currency", "amount", "win") WHERE NOT "play_rounds"."demo";--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_bonus_convert_idx" ON "ledger_transfers" USING btree ("created_at") WHERE "ledger_transfers"."kind" = 'BONUS_CONVERT';