import { BALANCE_PAYABLE, BALANCE_REQUESTABLE, CANCELLABLE, isIn } from "../../../../../db/order-status";
import { queuePosition } from "~/lib/queue-position.server";
import type { NotificationContext } from "../context.server";
import {
  addressChangeOf,
  deliveryWindowOf,
  paidBalanceOrder,
  refundedTotal,
  shipDateOf,
} from "../load.server";
import { hasPrescription, itemsOf } from "~/lib/order-reads.server";
import { balanceDueFacts } from "./facts.server";
import { balanceDueEmail, balanceReceivedEmail, balanceReminderEmail } from "../templates/balance";
import {
  addressChangedEmail,
  deliveredEmail,
  dispatchedEmail,
  prescriptionReminderEmail,
  windowChangedEmail,
} from "../templates/fulfilment";
import { staffAddressChangedAlert } from "../templates/staff-alerts";
import {
  buyerFacts,
  dayOf,
  staffFacts,
  toBuyer,
  toStaff,
  type OrderComposer,
  type PreorderRow,
} from "./shared.server";

/** The glasses order still lacks what the free lenses need: no prescription, no operator override. */
async function prescriptionMissing(ctx: NotificationContext, p: PreorderRow): Promise<boolean> {
  return p.includesGlasses && p.prescriptionOverride === null && !(await hasPrescription(ctx.db, p.id));
}

/**
 * The e-mails after the booking. Each reads the order as it is when sent: a reminder whose
 * balance was paid meanwhile, or a prescription reminder answered before it went out, is not sent.
 */
export const FULFILMENT_COMPOSERS = {
  async balance_due(ctx, _row, p) {
    if (!isIn(BALANCE_PAYABLE, p.status)) return null;
    return toBuyer(balanceDueEmail(await balanceDueFacts(ctx, p)));
  },
  async balance_reminder(ctx, row, p) {
    if (!isIn(BALANCE_PAYABLE, p.status)) return null;
    return toBuyer(
      balanceReminderEmail({
        ...(await balanceDueFacts(ctx, p)),
        reminder: Number(row.subjectKey) || 1,
        requestedOn: p.balanceRequestedAt ? dayOf(ctx, p.balanceRequestedAt, "balance request") : null,
      }),
    );
  },
  async balance_received(ctx, _row, p) {
    const paid = await paidBalanceOrder(ctx.db, p.id);
    const balance = p.balanceAmount ?? paid?.amount;
    if (balance === undefined) throw new Error("balance payment missing");
    const items = await itemsOf(ctx.db, p.id);
    const added = items.filter((i) => i.addedAtBalance);
    return toBuyer(
      balanceReceivedEmail({
        ...buyerFacts(ctx, p),
        items: items.filter((i) => !i.addedAtBalance),
        addedItems: added,
        subtotal: p.subtotalAmount,
        bundleDiscount: p.bundleDiscount,
        total: p.totalAmount,
        addedTotal: added.reduce((sum, i) => sum + i.lineTotal, 0),
        creditApplied: p.balanceCreditApplied ?? paid?.creditApplied ?? 0,
        bookingPaid: p.preorderAmount,
        bookingPaidOn: p.paidAt ? dayOf(ctx, p.paidAt, "booking payment") : null,
        balancePaid: balance,
        balancePaidOn: dayOf(ctx, p.balancePaidAt ?? paid?.paidAt ?? null, "balance payment"),
        refunded: await refundedTotal(ctx.db, p.id),
        prescriptionMissing: await prescriptionMissing(ctx, p),
      }),
    );
  },
  async prescription_reminder(ctx, _row, p) {
    // Still before dispatch and live, and still without a prescription.
    if (!isIn(CANCELLABLE, p.status) || !(await prescriptionMissing(ctx, p))) return null;
    return toBuyer(
      prescriptionReminderEmail({ ...buyerFacts(ctx, p), shipDate: await shipDateOf(ctx.db, p.waveId) }),
    );
  },
  async delivery_window_changed(ctx, row, p) {
    const window = await deliveryWindowOf(ctx.db, row.subjectKey);
    // A later change was announced to this buyer before this one went out: only the newest is news.
    const announced = p.deliveryWindowStart !== null && p.deliveryWindowEnd !== null;
    if (announced && (p.deliveryWindowStart !== window.startsOn || p.deliveryWindowEnd !== window.endsOn)) {
      return null;
    }
    return toBuyer(
      windowChangedEmail({
        ...buyerFacts(ctx, p),
        window,
        previous: null,
        queuePosition: await queuePosition(ctx.db, p.id),
        balanceStillToCome: isIn(BALANCE_REQUESTABLE, p.status),
      }),
    );
  },
  async order_dispatched(ctx, _row, p) {
    if (!p.carrier || !p.trackingNumber) throw new Error("tracking missing");
    return toBuyer(
      dispatchedEmail({
        ...buyerFacts(ctx, p),
        carrier: p.carrier,
        trackingNumber: p.trackingNumber,
        shippedOn: dayOf(ctx, p.shippedAt, "dispatch"),
        inIndia: p.country === "IN",
        items: await itemsOf(ctx.db, p.id),
        plainLenses: p.includesGlasses && p.prescriptionOverride !== null,
      }),
    );
  },
  async order_delivered(ctx, _row, p) {
    return toBuyer(
      deliveredEmail({
        ...buyerFacts(ctx, p),
        deliveredOn: dayOf(ctx, p.deliveredAt, "delivery"),
        items: await itemsOf(ctx.db, p.id),
      }),
    );
  },
  async address_changed(ctx, row, p) {
    const change = await addressChangeOf(ctx.db, row.subjectKey);
    // To the address the order has on file (the buyer's e-mail is never changed here).
    return toBuyer(
      addressChangedEmail({
        ...buyerFacts(ctx, p),
        oldAddress: change.oldAddress,
        oldPhone: change.oldPhone,
        newAddress: change.newAddress,
        newPhone: change.newPhone,
        changedOn: dayOf(ctx, change.createdAt, "address change"),
      }),
    );
  },
  async staff_address_changed(ctx, row, p) {
    const change = await addressChangeOf(ctx.db, row.subjectKey);
    return toStaff(
      staffAddressChangedAlert({
        ...staffFacts(ctx, p),
        addressChanged: change.oldAddress !== change.newAddress,
        phoneChanged: change.oldPhone !== change.newPhone,
        changedOn: dayOf(ctx, change.createdAt, "address change"),
      }),
    );
  },
} satisfies Record<string, OrderComposer>;
