import { eq } from "drizzle-orm";
import { preorderItems, prescriptions } from "../../db/schema";
import type { Database } from "./db.server";

/** Reads about one pre-order that several features make: e-mails, payment answers, dispatch. */

/** The order's lines: booked with it, then those added at the balance payment. */
export function itemsOf(db: Database, preorderId: string) {
  return db
    .select({
      productId: preorderItems.productId,
      quantity: preorderItems.quantity,
      lineTotal: preorderItems.lineTotal,
      ringSize: preorderItems.ringSize,
      addedAtBalance: preorderItems.addedAtBalance,
    })
    .from(preorderItems)
    .where(eq(preorderItems.preorderId, preorderId))
    .orderBy(preorderItems.addedAtBalance);
}

/**
 * True when the order has a prescription of any kind (values, "none needed" or a file). Dispatch
 * asks this of glasses orders; an operator's override (preorders.prescription_override) is the
 * only other way past it.
 */
export async function hasPrescription(db: Database, preorderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prescriptions.preorderId })
    .from(prescriptions)
    .where(eq(prescriptions.preorderId, preorderId));
  return row !== undefined;
}
