import { and, asc, desc, inArray, sql } from "drizzle-orm";
import { formStarts, preorderItems, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import type { PreorderListQuery } from "../contract";
import { csvRow, UTF8_BOM } from "./csv";
import { listConditions } from "./preorder-list.server";

/**
 * Rows fetched per query: memory stays flat however many rows the export holds. Small enough that
 * a batch waiting for a slow reader holds little; large enough that the queries stay few.
 */
const BATCH = 500;

/** Only the columns the CSV prints: less to parse and to hold per batch. */
const CSV_COLUMNS = {
  id: preorders.id,
  reference: preorders.reference,
  createdAt: preorders.createdAt,
  status: preorders.status,
  paidAt: preorders.paidAt,
  name: preorders.name,
  email: preorders.email,
  phone: preorders.phone,
  whatsapp: preorders.whatsapp,
  address: preorders.address,
  country: preorders.country,
  currency: preorders.currency,
  totalAmount: preorders.totalAmount,
  preorderAmount: preorders.preorderAmount,
  remainingAmount: preorders.remainingAmount,
  accessoryCredit: preorders.accessoryCredit,
};

/**
 * The keyset cursor keeps the timestamp as PostgreSQL's text: a JavaScript Date drops the
 * microseconds, and a cursor rounded down would fetch the same rows again forever.
 */
const exactTime = (column: typeof preorders.createdAt | typeof formStarts.lastActivity) =>
  sql<string>`${column}::text`;

const money = (minor: number, currency: Currency) => formatMoney(minor, currency);

type CsvCells = Parameters<typeof csvRow>[0];

/**
 * A CSV download as a stream: the header row first, then one batch of rows each time the client
 * has taken the previous one (back-pressure through `pull`). `nextBatch` gets the cursor the last
 * batch left (null at first) and answers the batch's rows and the next cursor, or null when no rows
 * are left.
 */
function csvStream<Cursor>(
  header: CsvCells,
  nextBatch: (cursor: Cursor | null) => Promise<{ rows: CsvCells[]; cursor: Cursor } | null>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
        return;
      }
      const batch = await nextBatch(cursor);
      if (!batch) {
        controller.close();
        return;
      }
      cursor = batch.cursor;
      controller.enqueue(encoder.encode(batch.rows.map(csvRow).join("")));
    },
  });
}

export const PREORDER_CSV_HEADER = [
  "reference",
  "created_at",
  "status",
  "paid_at",
  "name",
  "email",
  "phone",
  "whatsapp",
  "address",
  "country",
  "items",
  "currency",
  "total_minor",
  "total",
  "booking_minor",
  "booking",
  "remaining_minor",
  "remaining",
  "accessory_credit_minor",
] as const;

/**
 * Streams a CSV of the pre-orders matching `filters`, oldest first, in keyset batches of
 * (created_at, id): each batch is one indexed query.
 */
export function streamPreordersCsv(
  db: Database,
  filters: Partial<PreorderListQuery>,
): ReadableStream<Uint8Array> {
  const where = listConditions(filters);
  return csvStream<{ at: string; id: string }>(PREORDER_CSV_HEADER, async (cursor) => {
    const after = cursor
      ? sql`(${preorders.createdAt}, ${preorders.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const batch = await db
      .select({ row: CSV_COLUMNS, at: exactTime(preorders.createdAt) })
      .from(preorders)
      .where(and(where, after))
      .orderBy(asc(preorders.createdAt), asc(preorders.id))
      .limit(BATCH);
    if (batch.length === 0) return null;
    const items = await db
      .select()
      .from(preorderItems)
      .where(
        inArray(
          preorderItems.preorderId,
          batch.map((b) => b.row.id),
        ),
      );
    const itemsOf = new Map<string, string[]>();
    for (const item of items) {
      const list = itemsOf.get(item.preorderId) ?? [];
      list.push(`${item.productId} x${item.quantity}`);
      itemsOf.set(item.preorderId, list);
    }
    const rows = batch.map(({ row: r }) => [
      r.reference,
      r.createdAt.toISOString(),
      r.status,
      r.paidAt?.toISOString() ?? "",
      r.name,
      r.email,
      r.phone,
      r.whatsapp,
      r.address,
      r.country,
      (itemsOf.get(r.id) ?? []).sort().join("; "),
      r.currency,
      r.totalAmount,
      money(r.totalAmount, r.currency),
      r.preorderAmount,
      money(r.preorderAmount, r.currency),
      r.remainingAmount,
      money(r.remainingAmount, r.currency),
      r.accessoryCredit,
    ]);
    const last = batch[batch.length - 1]!;
    return { rows, cursor: { at: last.at, id: last.row.id } };
  });
}

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

/** Streams every lead, most recent activity first, in keyset batches. */
export function streamLeadsCsv(db: Database): ReadableStream<Uint8Array> {
  return csvStream<{ at: string; sessionId: string }>(LEADS_CSV_HEADER, async (cursor) => {
    const before = cursor
      ? sql`(${formStarts.lastActivity}, ${formStarts.sessionId}) < (${cursor.at}::timestamptz, ${cursor.sessionId})`
      : undefined;
    const batch = await db
      .select({ row: formStarts, at: exactTime(formStarts.lastActivity) })
      .from(formStarts)
      .where(before)
      .orderBy(desc(formStarts.lastActivity), desc(formStarts.sessionId))
      .limit(BATCH);
    if (batch.length === 0) return null;
    const rows = batch.map(({ row: r }) => [
      r.sessionId,
      r.createdAt.toISOString(),
      r.lastActivity.toISOString(),
      r.name,
      r.email,
      r.phone,
      r.whatsapp,
      r.address,
      r.fieldsFilledCount,
    ]);
    const last = batch[batch.length - 1]!;
    return { rows, cursor: { at: last.at, sessionId: last.row.sessionId } };
  });
}
