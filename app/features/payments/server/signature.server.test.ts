import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from "./signature.server";

const secret = "key_secret_for_tests";

test("the payment signature is Razorpay's: hex HMAC-SHA256 of order_id|payment_id", () => {
  const expected = createHmac("sha256", secret).update("order_A|pay_B").digest("hex");
  expect(paymentSignature("order_A", "pay_B", secret)).toBe(expected);
  expect(isValidPaymentSignature("order_A", "pay_B", expected, secret)).toBe(true);
});

test("a changed character, another order, a truncated or empty signature is invalid", () => {
  const good = paymentSignature("order_A", "pay_B", secret);
  const flipped = good.slice(0, 5) + (good[5] === "0" ? "1" : "0") + good.slice(6);
  expect(isValidPaymentSignature("order_A", "pay_B", flipped, secret)).toBe(false);
  expect(isValidPaymentSignature("order_C", "pay_B", good, secret)).toBe(false);
  expect(isValidPaymentSignature("order_A", "pay_B", good.slice(0, 63), secret)).toBe(false);
  expect(isValidPaymentSignature("order_A", "pay_B", "", secret)).toBe(false);
  expect(isValidPaymentSignature("order_A", "pay_B", good, "another secret")).toBe(false);
});

test("the webhook signature covers the raw body byte for byte", () => {
  const body = '{"event":"payment.captured","payload":{}}';
  const sig = createHmac("sha256", "whsec").update(body).digest("hex");
  expect(isValidWebhookSignature(body, sig, "whsec")).toBe(true);
  expect(isValidWebhookSignature(body.replace("{}", "{ }"), sig, "whsec")).toBe(false);
});
