import { and, eq, gt, inArray } from "drizzle-orm";
import { addressChanges, outbox, preorders } from "../../../../db/schema";
import { ADDRESS_EDITABLE, CAPTURED, isIn } from "../../../../db/order-status";
import type { Database, Transaction } from "~/lib/db.server";
import { historyOf } from "~/lib/order-reads.server";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { AddressChangeInput } from "../contract";
import { auditBuyer } from "./buyer-audit.server";
import { editLockedOrder } from "./order-lock.server";

export type AddressChangeOutcome =
  | { outcome: "changed"; changeId: string; address: string; phone: string }
  | { outcome: "unchanged" | "not_found" | "closed" };

/**
 * The buyer's correction of the shipping address and/or phone, while the order has not shipped.
 * In one transaction: the order's row is locked and its status compared-and-set (a dispatch that
 * committed first makes this a refusal; one that comes after waits and ships to the new address),
 * the old and new values kept as a row of luxid_address_changes, the buyer told of each change at
 * the e-mail address on file (a leaked or forged link cannot redirect a parcel unnoticed), staff
 * alerted at most once an hour per paid order (an unpaid pre-order ships nothing), and the change
 * in the order's audit trail.
 */
export async function changeAddress(
  db: Database,
  reference: string,
  input: AddressChangeInput,
): Promise<AddressChangeOutcome> {
  return editLockedOrder<AddressChangeOutcome>(db, reference, { outcome: "not_found" }, async (tx, order) => {
    if (!isIn(ADDRESS_EDITABLE, order.status)) return { outcome: "closed" };
    const next = { address: input.address ?? order.address, phone: input.phone ?? order.phone };
    if (next.address === order.address && next.phone === order.phone) return { outcome: "unchanged" };
    const updated = await tx
      .update(preorders)
      .set({ ...next, updatedAt: new Date() })
      .where(and(eq(preorders.id, order.id), inArray(preorders.status, [...ADDRESS_EDITABLE])))
      .returning({ id: preorders.id });
    if (updated.length === 0) return { outcome: "closed" };
    const [change] = await tx
      .insert(addressChanges)
      .values({
        preorderId: order.id,
        oldAddress: order.address,
        oldPhone: order.phone,
        newAddress: next.address,
        newPhone: next.phone,
      })
      .returning({ id: addressChanges.id });
    await enqueueNotification(tx, { kind: "address_changed", preorderId: order.id, subjectKey: change!.id });
    if (isIn(CAPTURED, order.status) && !(await staffAlertedWithinTheHour(tx, order.id))) {
      await enqueueNotification(tx, {
        kind: "staff_address_changed",
        preorderId: order.id,
        subjectKey: change!.id,
      });
    }
    const what = [next.address !== order.address && "address", next.phone !== order.phone && "phone"];
    await auditBuyer(tx, {
      action: "address.changed",
      preorderId: order.id,
      detail: `${what.filter(Boolean).join(" and ")}; change ${change!.id}`,
    });
    return { outcome: "changed", changeId: change!.id, ...next };
  });
}

/** Staff hear of an order's corrections at most this often: the alert links to all of them. */
const STAFF_ALERT_EVERY_MS = 60 * 60_000;

async function staffAlertedWithinTheHour(tx: Transaction, preorderId: string): Promise<boolean> {
  const [recent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "staff_address_changed"),
        eq(outbox.preorderId, preorderId),
        gt(outbox.createdAt, new Date(Date.now() - STAFF_ALERT_EVERY_MS)),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/** Every correction of the order, oldest first, with the values before and after (console only). */
export function addressChangesOf(db: Database, preorderId: string) {
  return historyOf(db, addressChanges, preorderId);
}
