import { eq } from "drizzle-orm";
import { preorderItems } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";

/** A stored pre-order's lines as e-mails and payment answers list them. */
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
