import { and, asc, inArray, lte, sql } from "drizzle-orm";
import { BALANCE_PAYABLE, FULFILMENT, sqlList } from "../../../../db/order-status";
import { deliveryWaves, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { overdueCutoff } from "~/lib/pay-by";

/** States of an order whose balance has been paid (it may have shipped since). */
const BALANCE_SETTLED = new Set([...FULFILMENT].filter((s) => !BALANCE_PAYABLE.has(s)));

/** A wave row with its counts as either driver returns them. */
type WaveCounts = {
  id: string;
  ship_date: string;
  test_order: boolean;
  size: number;
  opened_by: string;
  created_at: string | Date;
  due: number | string;
  paid: number | string;
  overdue: number | string;
};

/** The latest waves, newest first, each with how many of its buyers have paid and who is overdue. */
export async function listWaves(db: Database, options: { dueDays: number; now?: Date }) {
  const cutoff = overdueCutoff(options.now ?? new Date(), options.dueDays);
  const result = await db.execute<WaveCounts>(sql`
    select w.id, w.ship_date, w.test_order, w.size, w.opened_by, w.created_at,
      count(p.id) filter (where p.status in ${sql.raw(sqlList(BALANCE_PAYABLE))}) as due,
      count(p.id) filter (where p.status in ${sql.raw(sqlList(BALANCE_SETTLED))}) as paid,
      count(p.id) filter (
        where p.status in ${sql.raw(sqlList(BALANCE_PAYABLE))} and p.balance_requested_at <= ${cutoff}
      ) as overdue
    from ${deliveryWaves} w left join ${preorders} p on p.wave_id = w.id
    group by w.id
    order by w.created_at desc
    limit 50
  `);
  // Both drivers answer `{ rows }`; count(*) is a bigint, which pg returns as a string.
  const rows = (result as { rows: WaveCounts[] }).rows;
  return rows.map((r) => ({
    id: r.id,
    shipDate: String(r.ship_date),
    testOrder: r.test_order,
    size: Number(r.size),
    openedBy: r.opened_by,
    createdAt: new Date(r.created_at).toISOString(),
    due: Number(r.due),
    paid: Number(r.paid),
    overdue: Number(r.overdue),
  }));
}

/** Balances still unpaid `dueDays` after their link went out, oldest first. */
export function overdueBalances(db: Database, options: { dueDays: number; now?: Date }) {
  const cutoff = overdueCutoff(options.now ?? new Date(), options.dueDays);
  return db
    .select({
      id: preorders.id,
      reference: preorders.reference,
      currency: preorders.currency,
      remaining: preorders.remainingAmount,
      requestedAt: preorders.balanceRequestedAt,
      reminders: preorders.balanceReminders,
      waveId: preorders.waveId,
      testOrder: preorders.testOrder,
    })
    .from(preorders)
    .where(and(inArray(preorders.status, [...BALANCE_PAYABLE]), lte(preorders.balanceRequestedAt, cutoff)))
    .orderBy(asc(preorders.balanceRequestedAt))
    .limit(200);
}
