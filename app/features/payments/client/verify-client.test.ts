import { expect, test } from "vitest";
import { verifyRequestSchema } from "../verify-contract";
import { PAYMENT_STORAGE_KEYS as K } from "./storage-keys";
import { PAID_BOOKING } from "./verify-data.fixtures";
import { paramsFromStorage, paramsFromUrl, requestVerify, RECOVERY_WINDOW_MS } from "./verify-client";

const params = {
  razorpay_order_id: "order_1",
  razorpay_payment_id: "pay_1",
  razorpay_signature: "ab",
  preorderId: "p",
};
const fetchAnswering = (status: number, body: unknown) =>
  (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

test("the URL gives the ids; without order or pre-order id there is nothing to verify", () => {
  expect(paramsFromUrl(new URLSearchParams({ ...params }))).toEqual(params);
  expect(
    paramsFromUrl(
      new URLSearchParams({ razorpay_order_id: "order_1", preorderId: "p", razorpay_payment_id: "" }),
    ),
  ).toEqual({
    razorpay_order_id: "order_1",
    preorderId: "p",
  });
  expect(paramsFromUrl(new URLSearchParams({ razorpay_payment_id: "pay_1" }))).toBeNull();
});

test("stored ids are recovered only when under 30 minutes old", () => {
  const now = 1_000_000_000;
  const store = new Map<string, string>([
    [K.lastOrderId, "order_1"],
    [K.lastPaymentId, "pay_1"],
    [K.lastSignature, "ab"],
    [K.lastPreorderId, "p"],
    [K.paymentTimestamp, String(now - RECOVERY_WINDOW_MS + 1000)],
  ]);
  const storage = { getItem: (k: string) => store.get(k) ?? null };
  expect(paramsFromStorage(storage, now)).toEqual(params);
  store.set(K.paymentTimestamp, String(now - RECOVERY_WINDOW_MS - 1));
  expect(paramsFromStorage(storage, now)).toBeNull();
  expect(paramsFromStorage({ getItem: () => null }, now)).toBeNull();
});

test("a 404, a 5xx, a time-out or a network error is never an answer", async () => {
  expect(await requestVerify(params, false, fetchAnswering(404, { error: "x" }))).toEqual({
    kind: "not_found",
  });
  expect(await requestVerify(params, false, fetchAnswering(503, { error: "x" }))).toEqual({
    kind: "unknown",
  });
  const offline = (() => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch;
  expect(await requestVerify(params, false, offline)).toEqual({ kind: "unknown" });
  const hanging = ((_url: string, init: RequestInit) =>
    new Promise((_, reject) =>
      init.signal!.addEventListener("abort", () => reject(init.signal!.reason as Error)),
    )) as unknown as typeof fetch;
  expect(await requestVerify(params, false, hanging, 20)).toEqual({ kind: "unknown" });
  expect(await requestVerify(params, false, fetchAnswering(200, { nope: 1 }))).toEqual({ kind: "unknown" });
});

const data = PAID_BOOKING;

test("answers and errors pass through with the warning and the reference", async () => {
  expect(await requestVerify(params, true, fetchAnswering(200, { data, warning: "w" }))).toEqual({
    kind: "answer",
    data,
    warning: "w",
  });
  expect(
    await requestVerify(
      params,
      false,
      fetchAnswering(400, { error: "Invalid payment signature", field: "x", reference: "LX-7K3Q9M" }),
    ),
  ).toEqual({ kind: "error", message: "Invalid payment signature", reference: "LX-7K3Q9M" });
  expect(await requestVerify(params, false, fetchAnswering(400, { nope: 1 }))).toEqual({
    kind: "error",
    message: "HTTP 400",
  });
});

test("a reply that is not the contract's is never taken for an answer: unknown, not paid", async () => {
  const malformed = [
    { data: { status: "SUCCESS", preorder_id: "p" } },
    { data: { ...data, total: "2799900" } },
    { data: { ...data, currency: "GBP" } },
    { data: { ...data, queue_position: undefined } },
    { data, warning: 7 },
  ];
  for (const body of malformed) {
    expect(await requestVerify(params, false, fetchAnswering(200, body))).toEqual({ kind: "unknown" });
  }
});

test("the request is built to the contract the server parses", async () => {
  let sent: unknown;
  const capture = ((_url: string, init: RequestInit) => {
    sent = JSON.parse(init.body as string);
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  }) as unknown as typeof fetch;
  const ids = { ...params, preorderId: "0b6f4a4e-3a1b-4c56-9d5e-1f2a3b4c5d6e" };
  await requestVerify(ids, true, capture);
  expect(sent).toEqual({ ...ids, recoveredFromLocalStorage: true });
  expect(verifyRequestSchema.safeParse(sent).success).toBe(true);
});
