import { and, sql } from "drizzle-orm";
import { deliveryWaves, preorderItems, preorders, prescriptions } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import type { PreorderListQuery } from "../contract";
import { BATCH, batchOf, csvStream, exactTime, isoTime, rowsOf } from "./csv-stream.server";
import { listConditions } from "./preorder-list.server";

const money = (minor: number, currency: Currency) => formatMoney(minor, currency);

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
  // Fulfilment, after the booking.
  "wave_ship_date",
  "wave_id",
  "balance_requested_at",
  "balance_minor",
  "balance",
  "balance_paid_at",
  "prescription",
  "prescription_override",
  "ring_sizes",
  "delivery_window_start",
  "delivery_window_end",
  "carrier",
  "tracking_number",
  "shipped_at",
  "delivered_at",
  "cancelled_at",
] as const;

type PreorderCsvRow = {
  id: string;
  at: string;
  reference: string;
  created: string;
  status: string;
  paid: string | null;
  name: string;
  email: string;
  phone: string;
  whatsapp: string | null;
  address: string;
  country: string;
  currency: Currency;
  total: number;
  booking: number;
  remaining: number;
  credit: number;
  items: string | null;
  includes_glasses: boolean;
  wave_date: string | null;
  wave_id: string | null;
  balance_requested: string | null;
  balance: number | null;
  balance_paid: string | null;
  prescription: string | null;
  prescription_override: string | null;
  ring_sizes: string | null;
  window_start: string | null;
  window_end: string | null;
  carrier: string | null;
  tracking_number: string | null;
  shipped: string | null;
  delivered: string | null;
  cancelled: string | null;
};

/**
 * Streams a CSV of the pre-orders matching `filters`, oldest first, in keyset batches of
 * (created_at, id): each batch is one indexed query.
 */
export function streamPreordersCsv(
  db: Database,
  filters: Partial<PreorderListQuery>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const where = listConditions(filters);
  return csvStream<{ at: string; id: string }>(
    PREORDER_CSV_HEADER,
    async (cursor) => {
      const after = cursor
        ? sql`(${preorders.createdAt}, ${preorders.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const conditions = and(where, after);
      // One query per batch, the items folded into their row (sorted as the list shows them).
      const batch = await rowsOf<PreorderCsvRow>(
        db,
        sql`select ${preorders.id} as id, ${exactTime(sql`${preorders.createdAt}`)} as at,
        ${preorders.reference} as reference, ${isoTime(sql`${preorders.createdAt}`)} as created,
        ${preorders.status} as status, ${isoTime(sql`${preorders.paidAt}`)} as paid,
        ${preorders.name} as name, ${preorders.email} as email, ${preorders.phone} as phone,
        ${preorders.whatsapp} as whatsapp, ${preorders.address} as address,
        ${preorders.country} as country, ${preorders.currency}::text as currency,
        ${preorders.totalAmount} as total, ${preorders.preorderAmount} as booking,
        ${preorders.includesGlasses} as includes_glasses,
        ${preorders.remainingAmount} as remaining, ${preorders.accessoryCredit} as credit,
        (select string_agg(i.product_id || ' x' || i.quantity, '; ' order by (i.product_id || ' x' || i.quantity) collate "C")
           from ${preorderItems} i where i.preorder_id = ${preorders.id}) as items,
        (select w.ship_date::text from ${deliveryWaves} w where w.id = ${preorders.waveId}) as wave_date,
        ${preorders.waveId} as wave_id, ${isoTime(sql`${preorders.balanceRequestedAt}`)} as balance_requested,
        ${preorders.balanceAmount} as balance, ${isoTime(sql`${preorders.balancePaidAt}`)} as balance_paid,
        (select r.kind from ${prescriptions} r where r.preorder_id = ${preorders.id}) as prescription,
        ${preorders.prescriptionOverride} as prescription_override,
        (select string_agg(i.product_id || ' ' || i.ring_size, '; ' order by i.product_id collate "C", i.ring_size)
           from ${preorderItems} i where i.preorder_id = ${preorders.id} and i.ring_size is not null) as ring_sizes,
        ${preorders.deliveryWindowStart}::text as window_start, ${preorders.deliveryWindowEnd}::text as window_end,
        ${preorders.carrier} as carrier, ${preorders.trackingNumber} as tracking_number,
        ${isoTime(sql`${preorders.shippedAt}`)} as shipped, ${isoTime(sql`${preorders.deliveredAt}`)} as delivered,
        ${isoTime(sql`${preorders.cancelledAt}`)} as cancelled
      from ${preorders}
      ${conditions ? sql`where ${conditions}` : sql``}
      order by ${preorders.createdAt}, ${preorders.id}
      limit ${BATCH}`,
      );
      return batchOf(
        batch,
        (r) => [
          r.reference,
          r.created,
          r.status,
          r.paid ?? "",
          r.name,
          r.email,
          r.phone,
          r.whatsapp,
          r.address,
          r.country,
          r.items ?? "",
          r.currency,
          r.total,
          money(r.total, r.currency),
          r.booking,
          money(r.booking, r.currency),
          r.remaining,
          money(r.remaining, r.currency),
          r.credit,
          r.wave_date ?? "",
          r.wave_id ?? "",
          r.balance_requested ?? "",
          r.balance,
          r.balance === null ? "" : money(r.balance, r.currency),
          r.balance_paid ?? "",
          prescriptionCell(r),
          r.prescription_override ?? "",
          r.ring_sizes ?? "",
          r.window_start ?? "",
          r.window_end ?? "",
          r.carrier ?? "",
          r.tracking_number ?? "",
          r.shipped ?? "",
          r.delivered ?? "",
          r.cancelled ?? "",
        ],
        (last) => ({ at: last.at, id: last.id }),
      );
    },
    onError,
  );
}

/**
 * The prescription as staff need it: its kind when given (values, none, file), "missing" for
 * glasses without one, blank when no glasses were ordered.
 */
function prescriptionCell(r: PreorderCsvRow): string {
  if (r.prescription) return r.prescription;
  return r.includes_glasses ? "missing" : "";
}
