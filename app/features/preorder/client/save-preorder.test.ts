import { expect, test } from "vitest";
import { MESSAGES } from "~/lib/retrying-fetch";
import { fakeFetch } from "../../../../tests/support/fakes/fetch";
import { preorderRequestInit, savePreorder } from "./save-preorder";
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

const amounts = {
  currency: "INR",
  subtotal: 2_799_900,
  bundleDiscount: 0,
  total: 2_799_900,
  booking: 560_000,
  remaining: 2_239_900,
  accessoryCredit: 168_000,
};

test("a pre-order save retries after a 503 with the same idempotency key", async () => {
  const ok = Response.json({ id: "p1", amounts, voiceNote: null }, { status: 201 });
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

test("a saved pre-order's reply is parsed by the contract: a malformed one is refused, not taken as saved", async () => {
  const good = { id: "0b6f4a4e-3a1b-4c56-9d5e-1f2a3b4c5d6e", amounts, voiceNote: null };
  const ok = fakeFetch([Response.json(good, { status: 201 })]);
  await expect(savePreorder(body, null, { fetchImpl: ok.impl })).resolves.toEqual(good);

  for (const reply of [{ id: good.id }, { ...good, amounts: { ...amounts, total: "2799900" } }, "saved"]) {
    const bad = fakeFetch([Response.json(reply, { status: 201 })]);
    const error = await savePreorder(body, null, { fetchImpl: bad.impl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "invalid", message: MESSAGES.invalidPaymentFormat });
  }
});

test("a refused save keeps the server's words and field", async () => {
  const { impl } = fakeFetch([
    Response.json({ error: "Please enter a valid email address", field: "email" }, { status: 400 }),
  ]);
  const error = await savePreorder(body, null, { fetchImpl: impl, sleep: noSleep }).catch((e: unknown) => e);
  expect(error).toMatchObject({ message: "Please enter a valid email address", field: "email", status: 400 });
});
