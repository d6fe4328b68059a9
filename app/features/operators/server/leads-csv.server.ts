import { sql } from "drizzle-orm";
import { formStarts } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { BATCH, batchOf, csvStream, exactTime, isoTime, rowsOf } from "./csv-stream.server";

export const LEADS_CSV_HEADER = [
  "session_id",
  "created_at",
  "last_activity",
  "name",
  "email",
  "phone",
  "whatsapp",
  "address",
  "fields_filled",
] as const;

type LeadCsvRow = {
  session_id: string;
  at: string;
  created: string;
  active: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  filled: number;
};

/** Streams every lead, most recent activity first, in keyset batches. */
export function streamLeadsCsv(db: Database, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  return csvStream<{ at: string; sessionId: string }>(
    LEADS_CSV_HEADER,
    async (cursor) => {
      const before = cursor
        ? sql`where (${formStarts.lastActivity}, ${formStarts.sessionId}) < (${cursor.at}::timestamptz, ${cursor.sessionId})`
        : sql``;
      const batch = await rowsOf<LeadCsvRow>(
        db,
        sql`select ${formStarts.sessionId} as session_id, ${exactTime(sql`${formStarts.lastActivity}`)} as at,
        ${isoTime(sql`${formStarts.createdAt}`)} as created, ${isoTime(sql`${formStarts.lastActivity}`)} as active,
        ${formStarts.name} as name, ${formStarts.email} as email, ${formStarts.phone} as phone,
        ${formStarts.whatsapp} as whatsapp, ${formStarts.address} as address,
        ${formStarts.fieldsFilledCount} as filled
      from ${formStarts} ${before}
      order by ${formStarts.lastActivity} desc, ${formStarts.sessionId} desc
      limit ${BATCH}`,
      );
      return batchOf(
        batch,
        (r) => [r.session_id, r.created, r.active, r.name, r.email, r.phone, r.whatsapp, r.address, r.filled],
        (last) => ({ at: last.at, sessionId: last.session_id }),
      );
    },
    onError,
  );
}
