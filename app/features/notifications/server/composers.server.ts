import { preorders } from "../../../../db/schema";
import type { EmailContent } from "./email/content";
import { consoleUrl, type NotificationContext } from "./context.server";
import type { OrderKind } from "./enqueue.server";
import { itemsOf, queuePosition, refundedTotal, refundOf } from "./load.server";
import type { OutboxRow } from "./outbox-worker.server";
import type { BuyerFacts, StaffFacts } from "./templates/common";
import { confirmationEmail } from "./templates/confirmation";
import { refundEmail } from "./templates/refund";
import {
  staffCancellationAlert,
  staffPaidAlert,
  staffRefundFailedAlert,
  staffReviewAlert,
  type OrderAlertFacts,
} from "./templates/staff-alerts";

export type PreorderRow = typeof preorders.$inferSelect;

/** Who an e-mail about an order goes to: only ever the address stored on it, or staff. */
export type Audience = "buyer" | "staff";

/** Loads what one kind of e-mail says about an order and writes it. */
export type OrderComposer = (
  ctx: NotificationContext,
  row: OutboxRow,
  preorder: PreorderRow,
) => Promise<{ to: Audience; content: EmailContent }>;

/** The facts every buyer's e-mail starts from. */
export const buyerFacts = (ctx: NotificationContext, p: PreorderRow): BuyerFacts => ({
  reference: p.reference,
  name: p.name,
  currency: p.currency,
  orderUrl: ctx.orderLinks.url(p.reference),
  support: ctx.support,
  siteUrl: ctx.siteUrl,
  testMode: ctx.testMode || p.testOrder,
});

export const staffFacts = (ctx: NotificationContext, p: PreorderRow): StaffFacts => ({
  reference: p.reference,
  consoleUrl: consoleUrl(ctx, p.id),
  siteUrl: ctx.siteUrl,
  testMode: ctx.testMode || p.testOrder,
});

async function orderAlertFacts(ctx: NotificationContext, p: PreorderRow): Promise<OrderAlertFacts> {
  return {
    ...staffFacts(ctx, p),
    currency: p.currency,
    country: p.country,
    includesGlasses: p.includesGlasses,
    items: await itemsOf(ctx.db, p.id),
    booking: p.preorderAmount,
    remaining: p.remainingAmount,
  };
}

const buyer = (content: EmailContent) => ({ to: "buyer" as const, content });
const staff = (content: EmailContent) => ({ to: "staff" as const, content });

// Until the fulfilment schema (migration 0009) lands: these kinds are never enqueued before it.
const notYet: OrderComposer = () => Promise.reject(new Error("not composed yet"));
const PENDING_SCHEMA = {
  balance_due: notYet,
  balance_reminder: notYet,
  balance_received: notYet,
  prescription_reminder: notYet,
  delivery_window_changed: notYet,
  order_dispatched: notYet,
  order_delivered: notYet,
  staff_address_changed: notYet,
};

/** Every kind of e-mail about an order, and how it is written: the record's type lists them all. */
export const ORDER_COMPOSERS: Record<OrderKind, OrderComposer> = {
  async order_confirmation(ctx, _row, p) {
    return buyer(
      confirmationEmail({
        ...buyerFacts(ctx, p),
        preorderId: p.id,
        items: await itemsOf(ctx.db, p.id),
        subtotal: p.subtotalAmount,
        bundleDiscount: p.bundleDiscount,
        total: p.totalAmount,
        bookingPaid: p.preorderAmount,
        remaining: p.remainingAmount,
        accessoryCredit: p.accessoryCredit,
        includesGlasses: p.includesGlasses,
        queuePosition: await queuePosition(ctx.db, p.id),
        address: p.address,
        emi: p.currency === "INR",
      }),
    );
  },
  async refund_email(ctx, row, p) {
    const refund = await refundOf(ctx.db, row.subjectKey);
    return buyer(
      refundEmail({
        ...buyerFacts(ctx, p),
        amount: refund.amount,
        refundedTotal: await refundedTotal(ctx.db, p.id),
        captured: p.preorderAmount,
        balancePaid: false,
      }),
    );
  },
  async staff_paid_alert(ctx, _row, p) {
    return staff(staffPaidAlert(await orderAlertFacts(ctx, p)));
  },
  async staff_review_alert(ctx, _row, p) {
    return staff(staffReviewAlert(await orderAlertFacts(ctx, p)));
  },
  async staff_cancellation_alert(ctx, _row, p) {
    return staff(
      staffCancellationAlert({ ...(await orderAlertFacts(ctx, p)), reason: p.cancellationReason }),
    );
  },
  async staff_refund_failed_alert(ctx, row, p) {
    const refund = await refundOf(ctx.db, row.subjectKey);
    return staff(
      staffRefundFailedAlert({
        ...staffFacts(ctx, p),
        currency: p.currency,
        amount: refund.amount,
        failureReason: refund.failureReason,
      }),
    );
  },
  ...PENDING_SCHEMA,
};
