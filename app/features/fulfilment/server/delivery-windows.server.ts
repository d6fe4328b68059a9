import { desc, eq, sql } from "drizzle-orm";
import { deliveryWindows, preorders } from "../../../../db/schema";
import { AWAITING_DISPATCH, HOLDS_QUEUE_PLACE, sqlList } from "../../../../db/order-status";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database, Transaction } from "~/lib/db.server";
import { monthEndWindow, type DeliveryWindow } from "~/lib/delivery-window";

/** The window for a buyer's place in the queue (the order page, the callback, the e-mails). */
export { deliveryWindowFor } from "~/lib/delivery-window.server";

export interface WindowInput extends DeliveryWindow {
  queueFrom: number;
  /** The last place it covers; null: to the end of the queue. */
  queueTo: number | null;
  /** Test orders (sandbox mode) have their own queue, and their own windows. */
  testOrder: boolean;
  /** The operator who set it. */
  setBy: string;
  /** DELIVERY_START: what a buyer never told of a window was told instead. */
  deliveryStart: string;
}

export interface WindowSaved {
  windowId: string;
  /** Orders awaiting dispatch whose place the range covers. */
  covered: number;
  /** Of those, the ones told the new window by e-mail (it differs from what they were last told). */
  told: number;
}

const holds = sql.raw(sqlList(HOLDS_QUEUE_PLACE));
const awaiting = sql.raw(sqlList(AWAITING_DISPATCH));

/**
 * Saves a window for a range of the queue, in the caller's transaction: the window's row, then
 * every glasses order in the range that has not shipped takes it as the window it was last told
 * (delivery_window_start/end), and each whose window changed is queued one e-mail about this
 * window. A buyer never told a window was told the DELIVERY_START default, so a window equal to
 * it is no news. Saving the same window again changes no order and queues nothing.
 */
export async function saveDeliveryWindow(tx: Transaction, input: WindowInput): Promise<WindowSaved> {
  const [saved] = await tx
    .insert(deliveryWindows)
    .values({
      queueFrom: input.queueFrom,
      queueTo: input.queueTo,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      testOrder: input.testOrder,
      setBy: input.setBy,
    })
    .returning({ id: deliveryWindows.id });
  const windowId = saved!.id;
  const fallback = monthEndWindow(input.deliveryStart);
  const start = sql`${input.startsOn}::date`;
  const end = sql`${input.endsOn}::date`;
  // Places are counted the way queuePosition counts them: first paid, first served.
  // Places are counted the way queuePosition counts them: first paid, first served. One row per
  // covered order; `announce` when its window changed from what it was told.
  const result: unknown = await tx.execute(sql`
    with queue as (
      select id, row_number() over (order by paid_at, id) as position
      from ${preorders}
      where status in ${holds} and includes_glasses and test_order = ${input.testOrder}
    ),
    covered as (
      select p.id, p.delivery_window_start as was_start, p.delivery_window_end as was_end
      from ${preorders} p join queue q on q.id = p.id
      where q.position >= ${input.queueFrom}
        and (${input.queueTo}::int is null or q.position <= ${input.queueTo}::int)
        and p.status in ${awaiting}
    ),
    changed as (
      update ${preorders} p
      set delivery_window_start = ${start}, delivery_window_end = ${end}, updated_at = now()
      from covered c
      where p.id = c.id and (c.was_start, c.was_end) is distinct from (${start}, ${end})
      returning p.id,
        (coalesce(c.was_start, ${fallback.startsOn}::date), coalesce(c.was_end, ${fallback.endsOn}::date))
          is distinct from (${start}, ${end}) as announce
    )
    select c.id, coalesce(changed.announce, false) as announce
    from covered c left join changed on changed.id = c.id
  `);
  const rows = (result as { rows: { id: string; announce: boolean }[] }).rows;
  const told = rows.filter((r) => r.announce).map((r) => r.id);
  for (const preorderId of told) {
    await enqueueNotification(tx, { kind: "delivery_window_changed", preorderId, subjectKey: windowId });
  }
  return { windowId, covered: rows.length, told: told.length };
}

/** The windows set so far for one queue (test or real), newest first. */
export function listDeliveryWindows(db: Database, testOrder: boolean, limit = 50) {
  return db
    .select()
    .from(deliveryWindows)
    .where(eq(deliveryWindows.testOrder, testOrder))
    .orderBy(desc(deliveryWindows.createdAt))
    .limit(limit);
}

/** How many places the queue of one mode has (glasses orders holding a place). */
export async function queueLength(db: Database, testOrder: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(preorders)
    .where(
      sql`${preorders.status} in ${holds} and ${preorders.includesGlasses} and ${preorders.testOrder} = ${testOrder}`,
    );
  return row?.n ?? 0;
}
