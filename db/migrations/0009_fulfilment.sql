CREATE TABLE "luxid_address_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"old_address" text NOT NULL,
	"old_phone" text NOT NULL,
	"new_address" text NOT NULL,
	"new_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_balance_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" "luxid_currency" NOT NULL,
	"credit_applied" integer NOT NULL,
	"added_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luxid_balance_orders_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "luxid_delivery_waves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_date" date NOT NULL,
	"test_order" boolean DEFAULT false NOT NULL,
	"size" integer NOT NULL,
	"opened_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_delivery_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_from" integer NOT NULL,
	"queue_to" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"test_order" boolean DEFAULT false NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_prescriptions" (
	"preorder_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"right_sph" integer,
	"right_cyl" integer,
	"right_axis" integer,
	"right_add" integer,
	"left_sph" integer,
	"left_cyl" integer,
	"left_axis" integer,
	"left_add" integer,
	"pd" integer,
	"file_mime" text,
	"file_size" integer,
	"file_data" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "luxid_preorders_queue_idx";--> statement-breakpoint
ALTER TABLE "luxid_preorder_items" DROP CONSTRAINT "luxid_preorder_items_preorder_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "luxid_preorder_items" ADD COLUMN "ring_size" smallint;--> statement-breakpoint
ALTER TABLE "luxid_preorder_items" ADD COLUMN "added_at_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The key gains the column only once it exists (drizzle-kit wrote these two the other way round).
ALTER TABLE "luxid_preorder_items" ADD CONSTRAINT "luxid_preorder_items_preorder_id_product_id_added_at_balance_pk" PRIMARY KEY("preorder_id","product_id","added_at_balance");--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "wave_id" uuid;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "balance_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "balance_reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "balance_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "balance_amount" integer;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "balance_credit_applied" integer;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "prescription_override" text;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "delivery_window_start" date;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "delivery_window_end" date;--> statement-breakpoint
ALTER TABLE "luxid_address_changes" ADD CONSTRAINT "luxid_address_changes_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_balance_orders" ADD CONSTRAINT "luxid_balance_orders_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_prescriptions" ADD CONSTRAINT "luxid_prescriptions_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luxid_address_changes_preorder_idx" ON "luxid_address_changes" USING btree ("preorder_id","created_at");--> statement-breakpoint
CREATE INDEX "luxid_balance_orders_preorder_idx" ON "luxid_balance_orders" USING btree ("preorder_id","created_at");--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD CONSTRAINT "luxid_preorders_wave_id_luxid_delivery_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."luxid_delivery_waves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luxid_preorders_wave_idx" ON "luxid_preorders" USING btree ("wave_id") WHERE "luxid_preorders"."wave_id" is not null;--> statement-breakpoint
CREATE INDEX "luxid_preorders_queue_idx" ON "luxid_preorders" USING btree ("test_order","paid_at","id") WHERE "luxid_preorders"."status" in ('paid', 'partially_refunded', 'refund_failed', 'balance_due', 'balance_paid', 'shipped', 'delivered') and "luxid_preorders"."includes_glasses";