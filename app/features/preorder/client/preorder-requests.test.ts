import { expect, test } from "vitest";
import {
  createPayment,
  isPaymentServiceUnavailable,
  MESSAGES,
  preorderRequestInit,
  RequestError,
  savePreorder,
  withRetries,
} from "./preorder-requests";
import type { PreorderRequest } from "../contract";

const noSleep = () => Promise.resolve();
const body: PreorderRequest = {
  name: "A",
  email: "a@example.com",
  phone: "9876543210",
  address: "Somewhere 560001",
  items: [{ id: "glasses", quantity: 1 }],
  idempotencyKey: "0b6f4a4e-3a1b-4c56-9d5e-1f2a3b4c5d6e",
};

function fakeFetch(responses: Array<Response | Error>) {
  const calls: RequestInit[] = [];
  const impl = (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { impl: impl satisfies typeof fetch, calls };
}

test("retries twice on retryable failures, telling each attempt, then gives up", async () => {
  const attempts: number[] = [];
  let calls = 0;
  await expect(
    withRetries(
      () => {
        calls++;
        return Promise.reject(new RequestError("boom", "http", 503));
      },
      { onAttempt: (n) => attempts.push(n), sleep: noSleep },
    ),
  ).rejects.toThrow("boom");
  expect(calls).toBe(3);
  expect(attempts).toEqual([1, 2, 3]);
});

test("does not retry a 400", async () => {
  let calls = 0;
  await expect(
    withRetries(
      () => {
        calls++;
        return Promise.reject(new RequestError("bad", "http", 400, "email"));
      },
      { sleep: noSleep },
    ),
  ).rejects.toMatchObject({ field: "email" });
  expect(calls).toBe(1);
});

test("a pre-order save retries after a 503 with the same idempotency key", async () => {
  const ok = Response.json({ id: "p1", amounts: {}, voiceNote: null }, { status: 201 });
  const { impl, calls } = fakeFetch([Response.json({ error: "down" }, { status: 503 }), ok]);
  const result = await savePreorder(body, null, { fetchImpl: impl, sleep: noSleep });
  expect(result.id).toBe("p1");
  expect(calls).toHaveLength(2);
  expect(calls[0]!.body).toBe(calls[1]!.body);
});

test("a network failure of the save is a retryable network error", async () => {
  const { impl } = fakeFetch([new TypeError("x"), new TypeError("x"), new TypeError("x")]);
  await expect(savePreorder(body, null, { fetchImpl: impl, sleep: noSleep })).rejects.toMatchObject({
    kind: "network",
    message: MESSAGES.network,
  });
});

test("with a voice note the request is multipart with the audio part and its duration", () => {
  const init = preorderRequestInit(body, {
    blob: new Blob([new Uint8Array([1, 2])], { type: "audio/webm" }),
    mimeType: "audio/webm;codecs=opus",
    durationMs: 3012.4,
  });
  const form = init.body as FormData;
  expect(form.get("audio")).toBeInstanceOf(File);
  expect(JSON.parse(form.get("preorder") as string)).toMatchObject({ audioDurationMs: 3012 });
});

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
