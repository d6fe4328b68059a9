-- The console at 100 000 pre-orders: btree indexes for its sorts, trigram indexes for its substring search. pg_trgm ships with PostgreSQL (a trusted
-- extension: the database owner may create it) and with PGlite (loaded by app/lib/db.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "luxid_preorders_status_idx";--> statement-breakpoint
CREATE INDEX "luxid_preorders_amount_idx" ON "luxid_preorders" USING btree ("preorder_amount","id");--> statement-breakpoint
CREATE INDEX "luxid_preorders_name_idx" ON "luxid_preorders" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "luxid_preorders_cancellation_idx" ON "luxid_preorders" USING btree ("cancellation_requested_at") WHERE "luxid_preorders"."cancellation_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "luxid_preorders_name_trgm_idx" ON "luxid_preorders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "luxid_preorders_email_trgm_idx" ON "luxid_preorders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "luxid_preorders_phone_digits_trgm_idx" ON "luxid_preorders" USING gin (regexp_replace("phone", '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "luxid_preorders_status_idx" ON "luxid_preorders" USING btree ("status","id");