import { findProduct } from "~/content/catalogue";
import type { VerifyData, VerifyRequest } from "../verify-contract";
import type { DeliveryState } from "~/features/notifications/server/outbox-worker.server";
import { answer, notFound, unavailable, type JsonAnswer } from "~/lib/json-answer.server";
import { itemsOf } from "~/lib/order-reads.server";
import { loadPreorder, securityEvent, type PaymentDeps, type PreorderRow } from "./payment-deps.server";
import { findBalanceOrder, settleSignedBalancePayment, type BalanceOrderRow } from "./balance-settle.server";
import { settleFromGateway, settleSignedPayment } from "./settle.server";
import { isValidPaymentSignature } from "./signature.server";
import { BOOKING_PAYABLE, CAPTURED, IN_REVIEW, isIn } from "../../../../db/order-status";
import { awaitsBookingNews, publicStatus } from "../../orders/state-machine";
import { queuePosition } from "../../orders/server/state-machine.server";

/**
 * A payment that does not check out (tampered or foreign ids): 400, with the pre-order's reference
 * so the buyer can quote it to support. The reference names no person; the pre-order id is secret.
 */
const refused = (preorder: PreorderRow, error: string, field: string) =>
  answer(400, { error, field, reference: preorder.reference });

/** What the callback page shows: amounts and queue place, never a name, e-mail or address. */
async function summary(deps: PaymentDeps, id: string, email: DeliveryState | null): Promise<VerifyData> {
  const p = (await loadPreorder(deps.db, id))!;
  const items = await itemsOf(deps.db, p.id);
  // The same states as SUCCESS and as "paid" on the order page: a partly refunded booking is paid.
  const captured = isIn(CAPTURED, p.status);
  return {
    status: publicStatus(p.status),
    preorder_id: p.id,
    currency: p.currency,
    items: items.map((i) => ({
      product_id: i.productId,
      name: findProduct(i.productId)?.name ?? i.productId,
      quantity: i.quantity,
      line_total: i.lineTotal,
    })),
    subtotal: p.subtotalAmount,
    bundle_discount: p.bundleDiscount,
    total: p.totalAmount,
    includes_glasses: p.includesGlasses,
    booking_paid: captured ? p.preorderAmount : 0,
    remaining: captured ? p.remainingAmount : p.totalAmount,
    accessory_credit: p.accessoryCredit,
    queue_position: await queuePosition(deps.db, p.id),
    confirmation_email: email,
    reference: p.reference,
    // Once paid, and while the booking is still to pay (the order page pays this same pre-order):
    // the caller proved the pre-order is theirs with its secret id and its gateway order.
    order_url: captured || isIn(BOOKING_PAYABLE, p.status) ? deps.orderLinks.path(p.reference) : null,
  };
}

/**
 * Confirms a payment the browser reports. With a signature: it must be Razorpay's signature of the
 * order stored for this pre-order, and the gateway must say the payment is captured. Without one
 * (checkout reported a failure) only the gateway's word about the stored order counts.
 */
export async function verifyPayment(deps: PaymentDeps, input: VerifyRequest): Promise<JsonAnswer> {
  const preorder = await loadPreorder(deps.db, input.preorderId);
  if (!preorder) return notFound("Pre-order not found", "preorderId");
  const facts = {
    preorderId: preorder.id,
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
  };
  if (preorder.gatewayOrderId !== input.razorpay_order_id) {
    // The balance has gateway orders of its own, found by their id.
    const balance = await findBalanceOrder(deps.db, input.razorpay_order_id);
    if (balance?.preorderId === preorder.id) return verifyBalance(deps, preorder, balance, input);
  }
  if (!preorder.gatewayOrderId || preorder.gatewayOrderId !== input.razorpay_order_id) {
    securityEvent(deps.log, "payment_order_mismatch", facts);
    return refused(preorder, "This payment does not belong to this pre-order", "razorpay_order_id");
  }
  if (
    input.razorpay_signature !== undefined &&
    (input.razorpay_payment_id === undefined ||
      !isValidPaymentSignature(
        preorder.gatewayOrderId,
        input.razorpay_payment_id,
        input.razorpay_signature,
        deps.gateway.keySecret,
      ))
  ) {
    securityEvent(deps.log, "payment_signature_invalid", facts);
    return refused(preorder, "Invalid payment signature", "razorpay_signature");
  }

  if (awaitsBookingNews(preorder.status)) {
    const settled =
      input.razorpay_signature !== undefined && input.razorpay_payment_id !== undefined
        ? await settleSignedPayment(deps, preorder, input.razorpay_payment_id)
        : await settleFromGateway(deps, preorder, "callback", { acceptCapture: false });
    if (!settled.ok)
      return unavailable("We could not confirm the payment with the gateway yet. Please wait.");
  }

  const current = await loadPreorder(deps.db, preorder.id);
  const email =
    current && isIn(CAPTURED, current.status)
      ? await deps.outbox.deliverFor(preorder.id).catch(() => "failed" as const)
      : null;
  const data = await summary(deps, preorder.id, email);
  const warnings: string[] = [];
  if (current && isIn(IN_REVIEW, current.status)) {
    warnings.push("The amount received differs from your booking. Our team will review it and contact you.");
  }
  if (input.recoveredFromLocalStorage) warnings.push("Payment details were recovered from this browser.");
  return answer(200, warnings.length ? { data, warning: warnings.join(" ") } : { data });
}

/**
 * A balance payment the browser reports: the signature must be Razorpay's for that balance order
 * and the gateway must say it is captured. Without a signature (checkout reported a failure)
 * nothing changes: the balance stays due and may be paid again.
 */
async function verifyBalance(
  deps: PaymentDeps,
  preorder: PreorderRow,
  balance: BalanceOrderRow,
  input: VerifyRequest,
): Promise<JsonAnswer> {
  if (input.razorpay_signature !== undefined) {
    if (
      input.razorpay_payment_id === undefined ||
      !isValidPaymentSignature(
        balance.gatewayOrderId,
        input.razorpay_payment_id,
        input.razorpay_signature,
        deps.gateway.keySecret,
      )
    ) {
      securityEvent(deps.log, "payment_signature_invalid", {
        preorderId: preorder.id,
        orderId: balance.gatewayOrderId,
      });
      return refused(preorder, "Invalid payment signature", "razorpay_signature");
    }
    const settled = await settleSignedBalancePayment(deps, balance, input.razorpay_payment_id);
    if (!settled.ok)
      return unavailable("We could not confirm the payment with the gateway yet. Please wait.");
  }
  const current = await loadPreorder(deps.db, preorder.id);
  const data = await summary(deps, preorder.id, null);
  return current?.status === "needs_review"
    ? answer(200, {
        data,
        warning: "The amount received differs from your balance. Our team will review it and contact you.",
      })
    : answer(200, { data });
}
