import { expect, test } from "vitest";
import { paymentCallbackUrl, rememberPayment } from "./start-checkout";
import { PAYMENT_STORAGE_KEYS } from "./storage-keys";

class MemoryStorage {
  data = new Map<string, string>();
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

test("the callback URL carries the ids, with the signature only after a success", () => {
  expect(
    paymentCallbackUrl({ paymentId: "pay_1", orderId: "order_1", signature: "sig", preorderId: "p-1" }),
  ).toBe(
    "/payment-callback?razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=sig&preorderId=p-1",
  );
  expect(paymentCallbackUrl({ paymentId: "pay_1", orderId: "order_1", preorderId: "p-1" })).toBe(
    "/payment-callback?razorpay_payment_id=pay_1&razorpay_order_id=order_1&preorderId=p-1",
  );
});

test("a successful payment is remembered under the six storage keys", () => {
  const storage = new MemoryStorage();
  rememberPayment(
    storage as unknown as Storage,
    { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" },
    "p-1",
    1_700_000_000_000,
  );
  expect(Object.fromEntries(storage.data)).toEqual({
    [PAYMENT_STORAGE_KEYS.lastPaymentId]: "pay_1",
    [PAYMENT_STORAGE_KEYS.lastOrderId]: "order_1",
    [PAYMENT_STORAGE_KEYS.lastSignature]: "sig",
    [PAYMENT_STORAGE_KEYS.paymentTimestamp]: "1700000000000",
    [PAYMENT_STORAGE_KEYS.lastPreorderId]: "p-1",
    [PAYMENT_STORAGE_KEYS.lastTransactionId]: "pay_1",
  });
});
