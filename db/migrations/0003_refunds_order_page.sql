CREATE TABLE "luxid_app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_refund_id" text,
	"actor" text NOT NULL,
	"failure_reason" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luxid_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "luxid_refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id")
);
--> statement-breakpoint
DROP INDEX "luxid_outbox_kind_preorder_idx";--> statement-breakpoint
DROP INDEX "luxid_preorders_paid_queue_idx";--> statement-breakpoint
ALTER TABLE "luxid_outbox" ADD COLUMN "subject_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "luxid_refunds" ADD CONSTRAINT "luxid_refunds_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luxid_refunds_preorder_idx" ON "luxid_refunds" USING btree ("preorder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "luxid_outbox_kind_preorder_subject_idx" ON "luxid_outbox" USING btree ("kind","preorder_id","subject_key");--> statement-breakpoint
CREATE INDEX "luxid_preorders_queue_idx" ON "luxid_preorders" USING btree ("paid_at","id") WHERE "luxid_preorders"."status" in ('paid', 'partially_refunded', 'refund_failed') and "luxid_preorders"."includes_glasses";