import { buyerInputsForConsole } from "~/features/fulfilment/server/buyer-inputs.server";
import { dispatchFacts } from "~/features/fulfilment/server/order-progress.server";
import { refundPlan } from "~/features/payments/server/refund-plan.server";
import { refundsOf } from "~/features/payments/server/refunds.server";
import { isRefundable } from "~/features/orders/state-machine";
import type { Database } from "~/lib/db.server";
import { BALANCE_REQUESTABLE, CANCELLABLE, isIn } from "../../../../db/order-status";
import { UUID } from "./not-found.server";
import { preorderDetail } from "./preorder-detail.server";
import { awaitingReview } from "./review.server";

/** An order outside any wave that still waits for its balance link. */
const awaitsBalanceLink = (status: Parameters<typeof isIn>[1], waveId: string | null) =>
  waveId === null && isIn(BALANCE_REQUESTABLE, status);

/** Everything the console's order page shows, or null when there is no such order. */
export async function preorderPage(db: Database, id: string, deliveryStart: string) {
  const detail = UUID.test(id) ? await preorderDetail(db, id) : null;
  if (!detail) return null;
  const [made, plan, inReview, buyerInputs, dispatch] = await Promise.all([
    refundsOf({ db }, id),
    refundPlan(db, id),
    awaitingReview(db, id),
    buyerInputsForConsole(db, id),
    dispatchFacts(db, id, deliveryStart),
  ]);
  return {
    ...detail,
    inReview,
    canSendBalanceLink: awaitsBalanceLink(detail.order.status, detail.order.waveId),
    buyerInputs,
    canCancel: isIn(CANCELLABLE, detail.order.status),
    dispatch: dispatch!,
    refundPanel: {
      currency: detail.order.currency,
      // Booking and balance payments together; a refund spanning both is split between them.
      captured: plan.captured,
      refunded: made.refunded,
      refundable: plan.left,
      canRefund: isRefundable(detail.order.status),
      preorderId: id,
      refunds: made.refunds,
    },
  };
}
