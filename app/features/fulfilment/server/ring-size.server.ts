import { and, eq } from "drizzle-orm";
import { preorderItems, preorders } from "../../../../db/schema";
import { isIn, RING_SIZE_EDITABLE } from "../../../../db/order-status";
import type { Database } from "~/lib/db.server";
import {
  parseRingSize,
  RING_SIZE_CHANGE_ERRORS,
  RING_SIZE_CHANGE_FIELD,
  type RingSizeAnswer,
  type RingSizeState,
} from "../ring-size-contract";
import { auditBuyer } from "./buyer-audit.server";
import { editLockedOrder } from "./order-lock.server";

/** The VueRING booked with the order (not one added at the balance payment, which has its own size). */
const bookedRing = (preorderId: string) =>
  and(
    eq(preorderItems.preorderId, preorderId),
    eq(preorderItems.productId, "vuering"),
    eq(preorderItems.addedAtBalance, false),
  );

/** What the order page shows of the ring size: null when the order has no VueRING (or no such order). */
export async function loadRingSize(db: Database, reference: string): Promise<RingSizeState | null> {
  const [row] = await db
    .select({ status: preorders.status, size: preorderItems.ringSize })
    .from(preorders)
    .innerJoin(
      preorderItems,
      and(
        eq(preorderItems.preorderId, preorders.id),
        eq(preorderItems.productId, "vuering"),
        eq(preorderItems.addedAtBalance, false),
      ),
    )
    .where(eq(preorders.reference, reference));
  return row ? { size: row.size, editable: isIn(RING_SIZE_EDITABLE, row.status) } : null;
}

export type RingSizeResult =
  { ok: true; changed: boolean } | { ok: false; status: 400 | 404 | 409; answer: RingSizeAnswer };

const NOT_FOUND: RingSizeResult = { ok: false, status: 404, answer: { field: "form", error: "Not found" } };

/**
 * Changes the booked VueRING's size, until the order ships. In one transaction: the order's row
 * is locked and its status checked (a dispatch committed first makes this a 409; one after it
 * waits and ships the new size), the size written, and the change put in the order's audit trail.
 */
export async function changeRingSize(
  db: Database,
  reference: string,
  form: FormData,
): Promise<RingSizeResult> {
  const size = parseRingSize(form.get(RING_SIZE_CHANGE_FIELD));
  if (size === null) {
    return {
      ok: false,
      status: 400,
      answer: { field: RING_SIZE_CHANGE_FIELD, error: RING_SIZE_CHANGE_ERRORS.invalid },
    };
  }
  return editLockedOrder(db, reference, NOT_FOUND, async (tx, order) => {
    const [ring] = await tx
      .select({ size: preorderItems.ringSize })
      .from(preorderItems)
      .where(bookedRing(order.id));
    if (!ring) return NOT_FOUND;
    if (!isIn(RING_SIZE_EDITABLE, order.status)) {
      return { ok: false, status: 409, answer: { field: "form", error: RING_SIZE_CHANGE_ERRORS.shipped } };
    }
    if (ring.size === size) return { ok: true, changed: false };
    await tx.update(preorderItems).set({ ringSize: size }).where(bookedRing(order.id));
    await tx.update(preorders).set({ updatedAt: new Date() }).where(eq(preorders.id, order.id));
    await auditBuyer(tx, {
      action: "ring_size.changed",
      preorderId: order.id,
      detail: `VueRING ring size ${ring.size ?? "none"} → ${size}`,
    });
    return { ok: true, changed: true };
  });
}
