CREATE TABLE "luxid_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "luxid_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "luxid_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"number" text NOT NULL,
	"subject_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" "luxid_currency" NOT NULL,
	"place_of_supply" text NOT NULL,
	"corrects_id" uuid,
	"test_document" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luxid_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "ship_postal_code" text;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "ship_state_code" text;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ADD COLUMN "ship_city" text;--> statement-breakpoint
CREATE UNIQUE INDEX "luxid_documents_subject_idx" ON "luxid_documents" USING btree ("kind","preorder_id","subject_key");--> statement-breakpoint
CREATE INDEX "luxid_documents_preorder_idx" ON "luxid_documents" USING btree ("preorder_id","issued_at");--> statement-breakpoint
CREATE INDEX "luxid_documents_issued_idx" ON "luxid_documents" USING btree ("issued_at","number");--> statement-breakpoint
-- A document, once issued, is never edited or deleted: a correction is a new document (a credit note).
CREATE FUNCTION "luxid_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'luxid_documents rows are never updated or deleted';
END
$$;--> statement-breakpoint
CREATE TRIGGER "luxid_documents_immutable" BEFORE UPDATE OR DELETE ON "luxid_documents"
  FOR EACH ROW EXECUTE FUNCTION "luxid_documents_immutable"();
