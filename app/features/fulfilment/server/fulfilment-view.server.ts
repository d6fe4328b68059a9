import { sql, type SQL } from "drizzle-orm";
import { deliveryWaves, preorders, prescriptions, type PreorderStatus } from "../../../../db/schema";
import { AWAITING_DISPATCH, BALANCE_PAYABLE, sqlList } from "../../../../db/order-status";
import type { Database } from "~/lib/db.server";
import { LIST_LIMIT, type FulfilmentList } from "../shipping-contract";
import { overdueCutoff } from "~/lib/pay-by";

/*
 * What the console's fulfilment view counts and lists: orders per state, each delivery wave's
 * progress, and the orders behind each figure. Each figure and its list use the same condition.
 */

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The condition behind each figure of a wave (and each list), on `p` (luxid_preorders). */
function condition(list: FulfilmentList, overdueDays: number): SQL {
  switch (list) {
    case "all":
      return sql`true`;
    case "sent":
      return sql`p.balance_requested_at is not null`;
    case "paid":
      return sql`p.balance_paid_at is not null`;
    case "overdue":
      // Unpaid past the pay-by date (the rule the buyer is told).
      return sql`p.status in ${sql.raw(sqlList(BALANCE_PAYABLE))}
        and p.balance_requested_at <= ${overdueCutoff(new Date(), overdueDays)}`;
    case "prescription_missing":
      // Glasses still to ship with neither the buyer's prescription nor an operator's reason.
      return sql`p.includes_glasses and p.status in ${sql.raw(sqlList(AWAITING_DISPATCH))}
        and p.prescription_override is null
        and not exists (select 1 from ${prescriptions} r where r.preorder_id = p.id)`;
    case "shipped":
      return sql`p.shipped_at is not null`;
    case "delivered":
      return sql`p.delivered_at is not null`;
  }
}

const count = (list: FulfilmentList, days: number) =>
  sql`(count(p.id) filter (where ${condition(list, days)}))::int`;

/** How many orders are in each state. */
export async function stateCounts(db: Database): Promise<Partial<Record<PreorderStatus, number>>> {
  const rows = await rowsOf<{ status: PreorderStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from ${preorders} group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export interface WaveProgress {
  id: string;
  shipDate: string;
  testOrder: boolean;
  openedBy: string;
  createdAt: string;
  orders: number;
  sent: number;
  paid: number;
  overdue: number;
  prescriptionMissing: number;
  shipped: number;
  delivered: number;
}

/** Every wave, the latest ship date first, with its orders counted at each step. */
export async function waveProgress(db: Database, overdueDays: number): Promise<WaveProgress[]> {
  return rowsOf<WaveProgress>(
    db,
    sql`select w.id, w.ship_date::text as "shipDate", w.test_order as "testOrder",
        w.opened_by as "openedBy", to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
        count(p.id)::int as orders, ${count("sent", overdueDays)} as sent,
        ${count("paid", overdueDays)} as paid, ${count("overdue", overdueDays)} as overdue,
        ${count("prescription_missing", overdueDays)} as "prescriptionMissing",
        ${count("shipped", overdueDays)} as shipped, ${count("delivered", overdueDays)} as delivered
      from ${deliveryWaves} w left join ${preorders} p on p.wave_id = w.id
      group by w.id
      order by w.ship_date desc, w.created_at desc
      limit 100`,
  );
}

export interface FulfilmentListRow {
  id: string;
  reference: string;
  status: PreorderStatus;
  includesGlasses: boolean;
  shipDate: string | null;
  balanceRequestedAt: string | null;
  balancePaidAt: string | null;
  prescription: "given" | "override" | "missing" | "not_needed";
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

/** The orders behind one figure: of one wave, or of every order when no wave is named. */
export async function fulfilmentList(
  db: Database,
  query: { list: FulfilmentList; waveId?: string | undefined; overdueDays: number },
): Promise<FulfilmentListRow[]> {
  const wave = query.waveId ? sql`p.wave_id = ${query.waveId}` : sql`true`;
  // Timestamps as ISO text made by the database: the same on both drivers.
  const iso = (column: string) =>
    sql.raw(`to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
  return rowsOf<FulfilmentListRow>(
    db,
    sql`select p.id, p.reference, p.status, p.includes_glasses as "includesGlasses",
        w.ship_date::text as "shipDate",
        ${iso("balance_requested_at")} as "balanceRequestedAt", ${iso("balance_paid_at")} as "balancePaidAt",
        case when not p.includes_glasses then 'not_needed'
          when exists (select 1 from ${prescriptions} r where r.preorder_id = p.id) then 'given'
          when p.prescription_override is not null then 'override'
          else 'missing' end as prescription,
        p.carrier, p.tracking_number as "trackingNumber",
        ${iso("shipped_at")} as "shippedAt", ${iso("delivered_at")} as "deliveredAt"
      from ${preorders} p left join ${deliveryWaves} w on w.id = p.wave_id
      where ${wave} and ${condition(query.list, query.overdueDays)}
      order by p.paid_at, p.id
      limit ${LIST_LIMIT}`,
  );
}
