ALTER TABLE "luxid_preorders" ADD COLUMN "reference" text;--> statement-breakpoint
-- Backfill: every existing pre-order gets a reference of the same shape the app generates
-- (LX- and six characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ). gen_random_uuid() draws from the
-- server's strong random source; bytes 0-5 of a version 4 UUID are all random. A collision with
-- an earlier row is retried, so the unique index below always builds.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  row_id uuid;
  bytes bytea;
  candidate text;
BEGIN
  FOR row_id IN SELECT "id" FROM "luxid_preorders" WHERE "reference" IS NULL LOOP
    LOOP
      bytes := uuid_send(gen_random_uuid());
      candidate := 'LX-';
      FOR i IN 0..5 LOOP
        candidate := candidate || substr(alphabet, (get_byte(bytes, i) % 30) + 1, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "luxid_preorders" WHERE "reference" = candidate);
    END LOOP;
    UPDATE "luxid_preorders" SET "reference" = candidate WHERE "id" = row_id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "luxid_preorders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "luxid_preorders_reference_idx" ON "luxid_preorders" USING btree ("reference");
