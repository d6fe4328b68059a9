CREATE TABLE "luxid_preorders_form_start" (
	"session_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"whatsapp" text,
	"address" text,
	"fields_filled_count" integer DEFAULT 0 NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"preorder_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_payment_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_preorder_items" (
	"preorder_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "luxid_preorder_items_preorder_id_product_id_pk" PRIMARY KEY("preorder_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "luxid_preorders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text,
	"address" text NOT NULL,
	"audio_url" text,
	"total_amount" integer NOT NULL,
	"preorder_amount" integer NOT NULL,
	"remaining_amount" integer NOT NULL,
	"bundle_discount" integer NOT NULL,
	"subtotal_amount" integer NOT NULL,
	"accessory_credit" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"includes_glasses" boolean NOT NULL,
	"confirmed_without_glasses" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luxid_preorders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "luxid_preorders_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "luxid_voice_notes" (
	"preorder_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "luxid_outbox" ADD CONSTRAINT "luxid_outbox_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_payment_transitions" ADD CONSTRAINT "luxid_payment_transitions_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_preorder_items" ADD CONSTRAINT "luxid_preorder_items_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_voice_notes" ADD CONSTRAINT "luxid_voice_notes_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "luxid_outbox_kind_preorder_idx" ON "luxid_outbox" USING btree ("kind","preorder_id");--> statement-breakpoint
CREATE INDEX "luxid_outbox_pending_idx" ON "luxid_outbox" USING btree ("next_attempt_at") WHERE "luxid_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "luxid_payment_transitions_preorder_idx" ON "luxid_payment_transitions" USING btree ("preorder_id");--> statement-breakpoint
CREATE INDEX "luxid_preorders_status_idx" ON "luxid_preorders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "luxid_preorders_paid_queue_idx" ON "luxid_preorders" USING btree ("paid_at") WHERE "luxid_preorders"."status" = 'paid' and "luxid_preorders"."includes_glasses";