import type { PreorderStatus } from "../../../../db/schema";
import { CAPTURED, IN_REVIEW, isIn } from "../../../../db/order-status";
import type { GatewayFailure, GatewayPayment } from "./gateway";
import { loadPreorder, securityEvent, type PaymentDeps, type PreorderRow } from "./payment-deps.server";
import { applyTransition, type TransitionSource } from "../../orders/server/state-machine.server";

type Settled<T = object> = ({ ok: true } & T) | { ok: false; failure: GatewayFailure };

/**
 * A payment as the gateway reports it, applied to its pre-order: captured (the state machine
 * checks the amount) or failed; any other status changes nothing yet.
 */
export async function applyPayment(
  deps: PaymentDeps,
  preorder: PreorderRow,
  payment: GatewayPayment,
  source: TransitionSource,
) {
  if (payment.status === "captured") {
    // The booking's own payment reported again (a replayed webhook, order.paid after
    // payment.captured, a reloaded callback) is old news: after a cancellation it must not park
    // the order as a late capture. Read fresh, since the caller's row may predate the capture.
    const current = await loadPreorder(deps.db, preorder.id);
    if (current?.gatewayPaymentId === payment.id) return undefined;
    const outcome = await applyTransition(deps.db, {
      preorderId: preorder.id,
      event: { type: "payment_captured", amount: payment.amount, currency: payment.currency },
      source,
      // The gateway's mode too: an operator must tell sandbox payments from real ones.
      detail: `${deps.gateway.mode} payment ${payment.id} captured ${payment.amount} ${payment.currency}`,
      patch: { gatewayPaymentId: payment.id },
    });
    if (outcome.changed && isIn(IN_REVIEW, outcome.to)) {
      securityEvent(deps.log, "payment_amount_mismatch", {
        preorderId: preorder.id,
        paymentId: payment.id,
        expected: `${preorder.preorderAmount} ${preorder.currency}`,
        captured: `${payment.amount} ${payment.currency}`,
      });
    }
    // The callback sends the e-mail itself so it can tell the buyer; others leave it to the worker.
    if (outcome.changed && isIn(CAPTURED, outcome.to) && source !== "callback") void deps.outbox.drain();
    return outcome;
  }
  if (payment.status === "failed") {
    return applyTransition(deps.db, {
      preorderId: preorder.id,
      event: { type: "payment_failed" },
      source,
      detail: `payment ${payment.id} failed`,
    });
  }
  return undefined;
}

/** The signed payment, as the gateway reports it: captured (amount checked), failed, or not yet. */
export async function settleSignedPayment(
  deps: PaymentDeps,
  preorder: PreorderRow,
  paymentId: string,
): Promise<Settled> {
  const fetched = await deps.gateway.fetchPayment(paymentId);
  if (!fetched.ok) {
    deps.log.warn(
      { preorderId: preorder.id, failure: fetched.failure },
      "payment check with the gateway failed",
    );
    return fetched;
  }
  if (fetched.value.order_id !== preorder.gatewayOrderId) {
    securityEvent(deps.log, "payment_order_mismatch", { preorderId: preorder.id, paymentId });
    return { ok: true };
  }
  await applyPayment(deps, preorder, fetched.value, "callback");
  return { ok: true };
}

/**
 * Asks the gateway about every payment of the pre-order's stored order (callback without a
 * signature, reconciler): a capture wins over failed attempts, since the buyer may have retried.
 * An unsigned callback may only record a failure: a capture it reports is left to the signed
 * webhook or the reconciler (paid needs a signature or the server's own check).
 */
export async function settleFromGateway(
  deps: PaymentDeps,
  preorder: PreorderRow,
  source: TransitionSource,
  options: { acceptCapture: boolean } = { acceptCapture: true },
): Promise<Settled<{ status: PreorderStatus }>> {
  if (!preorder.gatewayOrderId) return { ok: true, status: preorder.status };
  const listed = await deps.gateway.fetchOrderPayments(preorder.gatewayOrderId);
  if (!listed.ok) {
    deps.log.warn(
      { preorderId: preorder.id, failure: listed.failure },
      "order check with the gateway failed",
    );
    return listed;
  }
  const captured = listed.value.find((p) => p.status === "captured");
  const pending = listed.value.some((p) => p.status === "created" || p.status === "authorized");
  const failed = listed.value.find((p) => p.status === "failed");
  if (captured) {
    if (options.acceptCapture) await applyPayment(deps, preorder, captured, source);
  } else if (failed && !pending) await applyPayment(deps, preorder, failed, source);
  const now = await loadPreorder(deps.db, preorder.id);
  return { ok: true, status: now?.status ?? preorder.status };
}
