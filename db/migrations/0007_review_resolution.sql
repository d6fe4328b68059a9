ALTER TABLE "luxid_preorders" ADD COLUMN "review_resolution" text;--> statement-breakpoint
-- Parked orders whose review already asked for a refund stay decided; the others (a buyer merely
-- contacted) are open again, to be accepted or refunded.
UPDATE "luxid_preorders" p SET "review_resolution" = 'refunded'
  WHERE p."status" = 'needs_review'
    AND EXISTS (SELECT 1 FROM "luxid_refunds" r WHERE r."idempotency_key" = 'review:' || p."id");
