ALTER TABLE "luxid_refunds" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
-- Every refund so far was of the booking: it names the booking's payment from now on.
UPDATE "luxid_refunds" r SET "gateway_payment_id" = p."gateway_payment_id"
  FROM "luxid_preorders" p WHERE p."id" = r."preorder_id" AND r."gateway_payment_id" IS NULL;
