import { expect, test } from "vitest";
import { PAID_BOOKING } from "~/features/payments/client/verify-data.fixtures";
import { answerView } from "./callback-views";

/** One answer as the page's own form shows it: success only on the server's SUCCESS. */
test("each answer of the server has its view, and only SUCCESS is a success", () => {
  const data = { ...PAID_BOOKING, confirmation_email: null };
  expect(answerView({ kind: "answer", data })).toEqual({ state: "success", data });
  expect(answerView({ kind: "answer", data: { ...data, status: "PENDING" } })).toEqual({
    state: "unconfirmed",
    reference: data.reference,
  });
  const failed = { ...data, status: "FAILED" };
  expect(answerView({ kind: "answer", data: failed })).toEqual({ state: "not_completed", data: failed });
  expect(answerView({ kind: "not_found" })).toEqual({ state: "unknown" });
  expect(answerView({ kind: "error", message: "Invalid payment signature", reference: "LX-1" })).toEqual({
    state: "error",
    reference: "LX-1",
  });
  expect(answerView({ kind: "error", message: "HTTP 400" })).toEqual({ state: "error" });
  expect(answerView({ kind: "unknown" })).toEqual({ state: "unconfirmed" });
});
