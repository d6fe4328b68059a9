import { sql } from "drizzle-orm";
import { deliveryWindows, preorders } from "../../db/schema";
import { HOLDS_QUEUE_PLACE, sqlList } from "../../db/order-status";
import type { Database, Transaction } from "./db.server";
import { monthEndWindow, sameWindow, type DeliveryWindow } from "./delivery-window";

/*
 * Which delivery window applies to a buyer: the newest window the console set for a range of the
 * queue that covers the buyer's place, else the DELIVERY_START default. One rule, read by the
 * order page, the callback, the confirmation e-mail and the console alike. It sits in lib because
 * the e-mails (which every feature may enqueue) need it as much as fulfilment does.
 */

/** The window that applies to one buyer, and why. */
export interface BuyerWindow {
  /** The buyer's place in the delivery queue (among orders of the same mode: test or real). */
  position: number;
  window: DeliveryWindow;
  /** The console's window covering that place; null when the DELIVERY_START default applies. */
  windowId: string | null;
  /** The order's wave, when the window is the one its ship date gave it (no console window since). */
  waveId: string | null;
}

type Reader = Pick<Database, "execute"> | Pick<Transaction, "execute">;

/** The rows of a raw query, as either driver answers them. */
async function rowsOf<T>(db: Reader, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const holds = sql.raw(sqlList(HOLDS_QUEUE_PLACE));

/**
 * The window for a pre-order's place in the queue; null when it holds no place (not paid, an
 * accessory-only order, refunded or cancelled). Test orders queue, and get windows, among themselves.
 */
export async function deliveryWindowFor(
  db: Reader,
  preorderId: string,
  deliveryStart: string,
): Promise<BuyerWindow | null> {
  const [row] = await rowsOf<{
    position: number | string;
    id: string | null;
    starts_on: string | null;
    ends_on: string | null;
    wave_id: string | null;
    told_start: string | null;
    told_end: string | null;
  }>(
    db,
    sql`with me as (
      select p.test_order, p.wave_id, p.delivery_window_start::text as told_start,
        p.delivery_window_end::text as told_end, (
        select count(*) from ${preorders} q
        where q.status in ${holds} and q.includes_glasses and q.test_order = p.test_order
          and (q.paid_at, q.id) <= (p.paid_at, p.id)
      ) as position
      from ${preorders} p
      where p.id = ${preorderId} and p.status in ${holds} and p.includes_glasses
    )
    select me.position, me.wave_id, me.told_start, me.told_end, w.id, w.starts_on::text as starts_on,
      w.ends_on::text as ends_on
    from me left join lateral (
      select id, starts_on, ends_on from ${deliveryWindows} w
      where w.test_order = me.test_order and w.queue_from <= me.position
        and (w.queue_to is null or w.queue_to >= me.position)
      order by w.created_at desc, w.id desc
      limit 1
    ) w on true`,
  );
  if (!row) return null;
  const position = Number(row.position);
  const inConsole =
    row.id && row.starts_on && row.ends_on ? { startsOn: row.starts_on, endsOn: row.ends_on } : null;
  // An order in a wave was told the window its ship date gave it, unless a console window for its
  // place was saved since (which rewrote what it was told): what it was told is its window.
  if (row.wave_id && row.told_start && row.told_end) {
    const told = { startsOn: row.told_start, endsOn: row.told_end };
    const fromConsole = inConsole !== null && sameWindow(inConsole, told);
    return {
      position,
      window: told,
      windowId: fromConsole ? row.id : null,
      waveId: fromConsole ? null : row.wave_id,
    };
  }
  if (inConsole) return { position, window: inConsole, windowId: row.id, waveId: null };
  return { position, window: monthEndWindow(deliveryStart), windowId: null, waveId: null };
}
