import { eq } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import type { Database, Transaction } from "~/lib/db.server";

/**
 * The buyer's order `reference`, its row locked for the rest of the transaction: a buyer's edit
 * (address, prescription, ring size) and a dispatch of the same order then run one after the
 * other, so the edit either ships or is refused. Undefined: no such order.
 */
async function lockOrderByReference(tx: Transaction, reference: string) {
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

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderByReference>>>;

/**
 * A buyer's edit of the order `reference`: one transaction that locks the order's row and runs
 * `edit` on it; `missing` is the answer when there is no such order.
 */
export function editLockedOrder<T>(
  db: Database,
  reference: string,
  missing: T,
  edit: (tx: Transaction, order: LockedOrder) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByReference(tx, reference);
    return order ? edit(tx, order) : missing;
  });
}
