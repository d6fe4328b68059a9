DROP INDEX "luxid_preorders_queue_idx";--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "test_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "luxid_preorders_queue_idx" ON "luxid_preorders" USING btree ("test_order","paid_at","id") WHERE "luxid_preorders"."status" in ('paid', 'partially_refunded', 'refund_failed') and "luxid_preorders"."includes_glasses";