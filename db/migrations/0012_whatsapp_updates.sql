CREATE TABLE "luxid_whatsapp_consents" (
	"preorder_id" uuid PRIMARY KEY NOT NULL,
	"wa_id" text NOT NULL,
	"wording_version" text NOT NULL,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opted_out_at" timestamp with time zone,
	"opt_out_source" text
);
--> statement-breakpoint
CREATE TABLE "luxid_whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"outbox_id" uuid NOT NULL,
	"preorder_id" uuid NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "luxid_outbox_kind_preorder_subject_idx";--> statement-breakpoint
ALTER TABLE "luxid_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "luxid_whatsapp_consents" ADD CONSTRAINT "luxid_whatsapp_consents_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_whatsapp_messages" ADD CONSTRAINT "luxid_whatsapp_messages_outbox_id_luxid_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."luxid_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luxid_whatsapp_messages" ADD CONSTRAINT "luxid_whatsapp_messages_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luxid_whatsapp_consents_wa_id_idx" ON "luxid_whatsapp_consents" USING btree ("wa_id");--> statement-breakpoint
CREATE INDEX "luxid_whatsapp_messages_preorder_idx" ON "luxid_whatsapp_messages" USING btree ("preorder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "luxid_outbox_kind_preorder_subject_idx" ON "luxid_outbox" USING btree ("kind","preorder_id","subject_key","channel");