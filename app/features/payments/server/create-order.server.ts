import { BOOKING_PAYABLE, CAPTURED, isIn } from "../../../../db/order-status";
import type { CreatePaymentResponse } from "../contract";
import { applyTransition } from "../../orders/server/state-machine.server";
import { answer, conflict, notFound, unavailable, type JsonAnswer } from "~/lib/json-answer.server";
import { loadPreorder, securityEvent, type PaymentDeps } from "./payment-deps.server";

const cannotPayOnline = () =>
  conflict("This pre-order can no longer be paid online. Please contact support.", "preorderId");

/**
 * One gateway order per pre-order, for the booking amount stored on it. A double click or a retry
 * answers the order already recorded; two racing requests agree on the one stored first. Only an
 * order still awaiting its booking gets one: a paid, refunded, parked, lapsed or cancelled order
 * is a 409, even when a gateway order is on record (paying it again would take money twice).
 */
export async function createPaymentOrder(deps: PaymentDeps, preorderId: string): Promise<JsonAnswer> {
  const preorder = await loadPreorder(deps.db, preorderId);
  if (!preorder) return notFound("Pre-order not found", "preorderId");
  if (!isIn(BOOKING_PAYABLE, preorder.status)) {
    return isIn(CAPTURED, preorder.status)
      ? conflict("This pre-order is already paid", "preorderId")
      : cannotPayOnline();
  }
  const orderAnswer = (orderId: string) => {
    const body: CreatePaymentResponse = {
      success: true,
      orderId,
      keyId: deps.gateway.keyId,
      amount: preorder.preorderAmount,
      currency: preorder.currency,
      preorderId: preorder.id,
    };
    return answer(200, body);
  };
  if (preorder.gatewayOrderId) return orderAnswer(preorder.gatewayOrderId);

  const created = await deps.gateway.createOrder({
    amount: preorder.preorderAmount,
    currency: preorder.currency,
    receipt: preorder.id,
    notes: { preorder_id: preorder.id },
  });
  if (!created.ok) {
    deps.log.warn({ preorderId, failure: created.failure }, "gateway order creation failed");
    return unavailable("Payment Service Unavailable");
  }
  if (created.value.amount !== preorder.preorderAmount || created.value.currency !== preorder.currency) {
    securityEvent(deps.log, "order_amount_mismatch", { preorderId, orderId: created.value.id });
    return unavailable("Invalid response from payment service");
  }
  const outcome = await applyTransition(deps.db, {
    preorderId,
    event: { type: "order_created" },
    source: "create",
    detail: `order ${created.value.id}`,
    patch: { gatewayOrderId: created.value.id },
  });
  if (outcome.changed) return orderAnswer(created.value.id);
  // Another request recorded its order first: everyone pays that one.
  const winner = await loadPreorder(deps.db, preorderId);
  if (winner?.gatewayOrderId) return orderAnswer(winner.gatewayOrderId);
  return cannotPayOnline();
}
