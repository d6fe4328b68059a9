import { eq } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import type { Transaction } from "~/lib/db.server";

/**
 * The buyer's order `reference`, its row locked for the rest of the transaction: a buyer's edit
 * (address, prescription, ring size) and a dispatch of the same order then run one after the
 * other, so the edit either ships or is refused. Undefined: no such order.
 */
export async function lockOrderByReference(tx: Transaction, reference: string) {
  const [order] = await tx
    .select({
      id: preorders.id,
      status: preorders.status,
      includesGlasses: preorders.includesGlasses,
      address: preorders.address,
      phone: preorders.phone,
    })
    .from(preorders)
    .where(eq(preorders.reference, reference))
    .for("update");
  return order;
}
