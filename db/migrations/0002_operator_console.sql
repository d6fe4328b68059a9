CREATE TABLE "luxid_operator_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"preorder_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_operator_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"operator_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"csrf_token" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luxid_operator_sign_in_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "luxid_operator_notes" ADD CONSTRAINT "luxid_operator_notes_preorder_id_luxid_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."luxid_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luxid_operator_audit_log_preorder_idx" ON "luxid_operator_audit_log" USING btree ("preorder_id","created_at");--> statement-breakpoint
CREATE INDEX "luxid_operator_audit_log_created_idx" ON "luxid_operator_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "luxid_operator_notes_preorder_idx" ON "luxid_operator_notes" USING btree ("preorder_id","created_at");--> statement-breakpoint
CREATE INDEX "luxid_operator_sessions_email_idx" ON "luxid_operator_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "luxid_operator_sign_in_tokens_email_idx" ON "luxid_operator_sign_in_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "luxid_preorders_created_idx" ON "luxid_preorders" USING btree ("created_at","id");