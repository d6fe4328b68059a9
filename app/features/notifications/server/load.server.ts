import { and, eq, sql } from "drizzle-orm";
import { preorderItems, refunds } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";

/** Reads e-mails need that no single row holds. */

/** The order's lines, in the order they were stored. */
export function itemsOf(db: Database, preorderId: string) {
  return db
    .select({
      productId: preorderItems.productId,
      quantity: preorderItems.quantity,
      lineTotal: preorderItems.lineTotal,
    })
    .from(preorderItems)
    .where(eq(preorderItems.preorderId, preorderId));
}

/** Total of the order's processed refunds, in minor units. */
export async function refundedTotal(db: Database, preorderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(eq(refunds.preorderId, preorderId), eq(refunds.status, "processed")));
  return Number(row?.total ?? 0);
}

export async function refundOf(db: Database, refundId: string) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error("refund missing");
  return refund;
}

/**
 * The buyer's place in the delivery queue (see payments' queuePosition, whose filter the partial
 * index luxid_preorders_queue_idx matches); null when the order holds no place.
 */
export async function queuePosition(db: Database, preorderId: string): Promise<number | null> {
  const result = await db.execute<{ position: number | string | null }>(sql`
    select (
      select count(*) from luxid_preorders q
      where q.status in ('paid', 'partially_refunded', 'refund_failed') and q.includes_glasses
        and q.test_order = p.test_order and (q.paid_at, q.id) <= (p.paid_at, p.id)
    ) as position
    from luxid_preorders p
    where p.id = ${preorderId}
      and p.status in ('paid', 'partially_refunded', 'refund_failed') and p.includes_glasses
  `);
  // Both drivers answer `{ rows }`; count(*) is a bigint, which pg returns as a string.
  const rows = (result as { rows: { position: number | string | null }[] }).rows;
  const value = rows[0]?.position;
  return value === undefined || value === null ? null : Number(value);
}
