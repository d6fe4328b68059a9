import { CAPTURED, isIn } from "../../../../../db/order-status";
import { queuePosition } from "~/lib/queue-position.server";
import { deliveryWindowFor } from "~/lib/delivery-window.server";
import { cancellationRefund, refundedTotal, refundOf } from "../load.server";
import { confirmationEmail } from "../templates/confirmation";
import { consentedNumber } from "../whatsapp/consent.server";
import {
  cancelledEmail,
  refundEmail,
  unexpectedPaymentEmail,
  type UnexpectedPaymentFacts,
} from "../templates/refund";
import {
  staffCancellationAlert,
  staffPaidAlert,
  staffRefundFailedAlert,
  staffReviewAlert,
  staffUnexpectedPaymentAlert,
} from "../templates/staff-alerts";
import { bookedItems, orderAlertFacts } from "./facts.server";
import {
  buyerFacts,
  offersEmi,
  staffFacts,
  toBuyer,
  toStaff,
  type OrderComposer,
  type PreorderRow,
} from "./shared.server";

/** The e-mails of the booking: the confirmation, refunds, and the staff alerts about money. */
export const BOOKING_COMPOSERS = {
  async order_confirmation(ctx, _row, p) {
    const position = await queuePosition(ctx.db, p.id);
    const window = (await deliveryWindowFor(ctx.db, p.id, ctx.deliveryStart))?.window ?? null;
    return toBuyer(
      confirmationEmail({
        ...buyerFacts(ctx, p),
        preorderId: p.id,
        items: await bookedItems(ctx, p),
        subtotal: p.subtotalAmount,
        bundleDiscount: p.bundleDiscount,
        total: p.totalAmount,
        bookingPaid: p.preorderAmount,
        remaining: p.remainingAmount,
        accessoryCredit: p.accessoryCredit,
        includesGlasses: p.includesGlasses,
        queuePosition: position,
        deliveryWindow: window,
        deliveryStart: ctx.deliveryStart,
        address: p.address,
        country: p.country,
        emi: offersEmi(p),
        whatsappUpdates: ctx.whatsappUpdates && (await consentedNumber(ctx.db, p.id)) !== null,
      }),
    );
  },
  async refund_email(ctx, row, p) {
    const refund = await refundOf(ctx.db, row.subjectKey);
    const balance = p.balanceAmount ?? 0;
    return toBuyer(
      refundEmail({
        ...buyerFacts(ctx, p),
        amount: refund.amount,
        refundedTotal: await refundedTotal(ctx.db, p.id),
        captured: p.preorderAmount + balance,
        balancePaid: p.balanceAmount !== null,
      }),
    );
  },
  async order_cancelled(ctx, _row, p) {
    return toBuyer(cancelledEmail({ ...buyerFacts(ctx, p), refund: await cancellationRefund(ctx.db, p.id) }));
  },
  async unexpected_payment_refunded(ctx, row, p) {
    const refund = await refundOf(ctx.db, row.subjectKey);
    return toBuyer(
      unexpectedPaymentEmail({
        ...buyerFacts(ctx, p),
        amount: refund.amount,
        standing: standingOf(p, refund),
      }),
    );
  },
  async staff_unexpected_payment_alert(ctx, row, p) {
    const refund = await refundOf(ctx.db, row.subjectKey);
    return toStaff(
      staffUnexpectedPaymentAlert({
        ...staffFacts(ctx, p),
        currency: p.currency,
        amount: refund.amount,
        failureReason: null,
        status: p.status,
      }),
    );
  },
  async staff_paid_alert(ctx, _row, p) {
    return toStaff(staffPaidAlert(await orderAlertFacts(ctx, p)));
  },
  async staff_review_alert(ctx, _row, p) {
    return toStaff(staffReviewAlert(await orderAlertFacts(ctx, p)));
  },
  async staff_cancellation_alert(ctx, _row, p) {
    return toStaff(
      staffCancellationAlert({ ...(await orderAlertFacts(ctx, p)), reason: p.cancellationReason }),
    );
  },
  async staff_refund_failed_alert(ctx, row, p) {
    const refund = await refundOf(ctx.db, row.subjectKey);
    return toStaff(
      staffRefundFailedAlert({
        ...staffFacts(ctx, p),
        currency: p.currency,
        amount: refund.amount,
        failureReason: refund.failureReason,
      }),
    );
  },
} satisfies Record<string, OrderComposer>;

/**
 * Where the order stood when a payment it could not take arrived (the e-mail may go out after the
 * balance was paid): a parked balance an operator refunded, a closed order, a balance paid before
 * it, one paid since, or a balance still due.
 */
function standingOf(
  p: PreorderRow,
  refund: { idempotencyKey: string; createdAt: Date },
): UnexpectedPaymentFacts["standing"] {
  if (refund.idempotencyKey.startsWith("review-balance:")) return "mismatch";
  if (!isIn(CAPTURED, p.status)) return "closed";
  if (p.balancePaidAt === null) return "open";
  return p.balancePaidAt <= refund.createdAt ? "paid" : "replaced";
}
