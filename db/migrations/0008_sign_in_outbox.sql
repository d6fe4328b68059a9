CREATE TABLE "luxid_operator_sign_in_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_hash" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "luxid_outbox" ALTER COLUMN "preorder_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "luxid_outbox" ADD COLUMN "recipient" text;--> statement-breakpoint
CREATE INDEX "luxid_operator_sign_in_requests_address_idx" ON "luxid_operator_sign_in_requests" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "luxid_operator_sign_in_requests_client_idx" ON "luxid_operator_sign_in_requests" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "luxid_operator_sign_in_requests_created_idx" ON "luxid_operator_sign_in_requests" USING btree ("created_at");