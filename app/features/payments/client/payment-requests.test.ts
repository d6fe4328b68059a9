import { expect, test } from "vitest";
import { MESSAGES, RequestError } from "~/lib/retrying-fetch";
import { fakeFetch } from "../../../../tests/support/fakes/fetch";
import { createPayment, isPaymentServiceUnavailable } from "./payment-requests";

const noSleep = () => Promise.resolve();

test("payment creation: malformed replies get the spec's messages", async () => {
  const text = fakeFetch([new Response("<html>", { status: 200 })]);
  await expect(createPayment({ preorderId: "p" }, { fetchImpl: text.impl })).rejects.toThrow(
    MESSAGES.invalidPaymentResponse,
  );
  const shape = fakeFetch([Response.json({ success: true })]);
  await expect(createPayment({ preorderId: "p" }, { fetchImpl: shape.impl })).rejects.toThrow(
    MESSAGES.invalidPaymentFormat,
  );
  const good = {
    success: true,
    orderId: "order_1",
    keyId: "rzp_test",
    amount: 627000,
    currency: "INR",
    preorderId: "p",
  };
  const ok = fakeFetch([Response.json(good)]);
  await expect(createPayment({ preorderId: "p" }, { fetchImpl: ok.impl })).resolves.toEqual(good);
});

test("payment creation keeps the server's error message and field", async () => {
  const { impl } = fakeFetch([Response.json({ error: "Pre-order already paid" }, { status: 409 })]);
  const error = await createPayment({ preorderId: "p" }, { fetchImpl: impl, sleep: noSleep }).catch(
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ message: "Pre-order already paid", status: 409 });
  expect(isPaymentServiceUnavailable(error)).toBe(false);
});

test("network, 404 and time-outs count as 'Payment Service Unavailable'", () => {
  expect(isPaymentServiceUnavailable(new RequestError(MESSAGES.paymentTimeout, "timeout"))).toBe(true);
  expect(isPaymentServiceUnavailable(new RequestError("Not Found", "http", 404))).toBe(true);
  expect(isPaymentServiceUnavailable(new TypeError("Failed to fetch"))).toBe(true);
  expect(isPaymentServiceUnavailable(new Error("Failed to load Razorpay script"))).toBe(false);
});
