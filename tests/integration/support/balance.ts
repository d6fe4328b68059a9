import { expect } from "vitest";
import { balanceOrders } from "../../../db/schema";
import { paymentDeps } from "../../../app/features/payments/server/payment-deps.server";
import { applyTransition } from "../../../app/features/payments/server/state-machine.server";
import type { FakeRazorpay } from "../../fakes/razorpay-server";
import type { TestApp } from "./app";
import { GLASSES_INR, newPreorder, post } from "./http";

/** The balance these tests capture for one Vue Glass in India: the remaining amount, in paise. */
export const BALANCE_INR = GLASSES_INR.remaining;

/**
 * A glasses pre-order whose booking was paid through the gateway and whose balance was captured
 * too: a real payment at the fake gateway (so it can be refunded there), its paid balance order,
 * and the balance_captured transition, as the balance checkout will record them.
 */
export async function balancePaidOrder(app: TestApp, rzp: FakeRazorpay) {
  const deps = paymentDeps(app.running.services);
  const { id, email } = await newPreorder(app);
  const created = await post(app, "/api/payments/create", { preorderId: id });
  expect(created.status, created.text).toBe(200);
  const booking = rzp.pay(created.json.orderId!);
  const verified = await post(app, "/api/payments/verify", { ...booking, preorderId: id });
  expect(verified.json.data?.status).toBe("SUCCESS");

  const requested = await applyTransition(deps.db, {
    preorderId: id,
    event: { type: "balance_requested" },
    source: "operator",
  });
  expect(requested).toMatchObject({ changed: true, to: "balance_due" });
  const order = await deps.gateway.createOrder({
    amount: BALANCE_INR,
    currency: "INR",
    receipt: `${id.slice(0, 30)}-b`,
    notes: { preorder_id: id },
  });
  if (!order.ok) throw new Error("the fake gateway did not create the balance order");
  const paid = rzp.pay(order.value.id);
  await deps.db.insert(balanceOrders).values({
    preorderId: id,
    gatewayOrderId: order.value.id,
    amount: BALANCE_INR,
    currency: "INR",
    creditApplied: 0,
    status: "paid",
    gatewayPaymentId: paid.razorpay_payment_id,
    paidAt: new Date(),
  });
  const captured = await applyTransition(deps.db, {
    preorderId: id,
    event: { type: "balance_captured", amount: BALANCE_INR, currency: "INR", expected: BALANCE_INR },
    source: "webhook",
    patch: { balanceAmount: BALANCE_INR, balanceCreditApplied: 0 },
  });
  expect(captured).toMatchObject({ changed: true, to: "balance_paid" });
  return {
    id,
    email,
    bookingPayment: booking.razorpay_payment_id,
    balancePayment: paid.razorpay_payment_id,
  };
}
