import { and, desc, eq, like, ne, sql } from "drizzle-orm";
import {
  addressChanges,
  balanceOrders,
  deliveryWaves,
  deliveryWindows,
  refunds,
} from "../../../../db/schema";
import type { Database } from "~/lib/db.server";

/** Reads e-mails need beyond the order's own row. */

/** Total of the order's processed refunds, in minor units (not counting payments it gave back unexpected). */
export async function refundedTotal(db: Database, preorderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(
      and(eq(refunds.preorderId, preorderId), eq(refunds.status, "processed"), eq(refunds.unexpected, false)),
    );
  return Number(row?.total ?? 0);
}

/**
 * What a cancellation refunds: its refund rows (one per gateway payment, reserved in the
 * cancellation's transaction under keys starting `cancel:<order id>`), pending or processed.
 */
export async function cancellationRefund(db: Database, preorderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(
      and(
        eq(refunds.preorderId, preorderId),
        like(refunds.idempotencyKey, `cancel:${preorderId}%`),
        ne(refunds.status, "failed"),
      ),
    );
  return Number(row?.total ?? 0);
}

/** A row an e-mail names must exist: a missing one is retried, then shows in the console. */
function found<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} missing`);
  return row;
}

export async function refundOf(db: Database, refundId: string) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return found(refund, "refund");
}

/** The expected ship date (`YYYY-MM-DD`) of the order's wave; null outside a wave. */
export async function shipDateOf(db: Database, waveId: string | null): Promise<string | null> {
  if (!waveId) return null;
  const [wave] = await db
    .select({ shipDate: deliveryWaves.shipDate })
    .from(deliveryWaves)
    .where(eq(deliveryWaves.id, waveId));
  return wave?.shipDate ?? null;
}

/** The balance payment the gateway captured, newest first (a superseded quote is never paid). */
export async function paidBalanceOrder(db: Database, preorderId: string) {
  const [row] = await db
    .select()
    .from(balanceOrders)
    .where(and(eq(balanceOrders.preorderId, preorderId), eq(balanceOrders.status, "paid")))
    .orderBy(desc(balanceOrders.paidAt))
    .limit(1);
  return row;
}

export async function deliveryWindowOf(db: Database, windowId: string) {
  const [row] = await db
    .select({ startsOn: deliveryWindows.startsOn, endsOn: deliveryWindows.endsOn })
    .from(deliveryWindows)
    .where(eq(deliveryWindows.id, windowId));
  return found(row, "delivery window");
}

export async function addressChangeOf(db: Database, changeId: string) {
  const [row] = await db.select().from(addressChanges).where(eq(addressChanges.id, changeId));
  return found(row, "address change");
}
