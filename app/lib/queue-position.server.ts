import { sql } from "drizzle-orm";
import { HOLDS_QUEUE_PLACE, sqlList } from "../../db/order-status";
import { preorders } from "../../db/schema";
import type { Database } from "./db.server";

/**
 * The buyer's place in the delivery queue: rank among the glasses orders that hold a place
 * (HOLDS_QUEUE_PLACE), first paid first served. A partly refunded order (an accessory returned,
 * say) or one whose refund failed keeps its place; a fully refunded or cancelled one leaves, and
 * everyone after it moves up. Null when this pre-order is not in the queue. Test orders (sandbox
 * mode) queue among themselves, so they never take or shift a real buyer's place. The partial
 * index luxid_preorders_queue_idx carries the same predicate.
 */
export async function queuePosition(db: Database, preorderId: string): Promise<number | null> {
  const result = await db.execute<{ position: number | string | null }>(sql`
    select (
      select count(*) from ${preorders} q
      where q.status in ${sql.raw(sqlList(HOLDS_QUEUE_PLACE))} and q.includes_glasses
        and q.test_order = p.test_order and (q.paid_at, q.id) <= (p.paid_at, p.id)
    ) as position
    from ${preorders} p
    where p.id = ${preorderId}
      and p.status in ${sql.raw(sqlList(HOLDS_QUEUE_PLACE))} and p.includes_glasses
  `);
  // Both drivers answer `{ rows }`; count(*) is a bigint, which pg returns as a string.
  const rows = (result as { rows: { position: number | string | null }[] }).rows;
  const value = rows[0]?.position;
  return value === undefined || value === null ? null : Number(value);
}
