import { queuePosition } from "~/lib/queue-position.server";
import { deliveryWindowFor } from "~/lib/delivery-window.server";
import { cancellationRefund, refundedTotal, refundOf } from "../load.server";
import { confirmationEmail } from "../templates/confirmation";
import { consentedNumber } from "../whatsapp/consent.server";
import { cancelledEmail, refundEmail } from "../templates/refund";
import {
  staffCancellationAlert,
  staffPaidAlert,
  staffRefundFailedAlert,
  staffReviewAlert,
} from "../templates/staff-alerts";
import { bookedItems, orderAlertFacts } from "./facts.server";
import { buyerFacts, offersEmi, staffFacts, toBuyer, toStaff, type OrderComposer } from "./shared.server";

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
