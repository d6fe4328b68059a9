import { expect, test } from "vitest";
import { preorderStatuses } from "../../../../db/schema";
import { nextStatus, publicStatus, type PaymentEvent } from "./state-machine";

const expected = { amount: 560_000, currency: "INR" };
const captured = (amount = 560_000, currency = "INR"): PaymentEvent => ({
  type: "payment_captured",
  amount,
  currency,
});

test("the happy path: received → awaiting payment → paid", () => {
  expect(nextStatus("received", { type: "order_created" }, expected)).toEqual({ to: "awaiting_payment" });
  expect(nextStatus("awaiting_payment", captured(), expected)).toEqual({ to: "paid" });
});

test("a capture for another amount or currency needs review", () => {
  expect(nextStatus("awaiting_payment", captured(559_900), expected)).toEqual({ to: "needs_review" });
  expect(nextStatus("awaiting_payment", captured(560_000, "USD"), expected)).toEqual({ to: "needs_review" });
});

test("nothing leaves paid or needs review", () => {
  const events: PaymentEvent[] = [
    { type: "order_created" },
    captured(),
    captured(1),
    { type: "payment_failed" },
    { type: "expire" },
  ];
  for (const from of ["paid", "needs_review"] as const) {
    for (const event of events) expect(nextStatus(from, event, expected).to).toBeNull();
  }
});

test("a failed attempt can still be followed by a capture on the same order", () => {
  expect(nextStatus("awaiting_payment", { type: "payment_failed" }, expected)).toEqual({ to: "failed" });
  expect(nextStatus("failed", captured(), expected)).toEqual({ to: "paid" });
  expect(nextStatus("expired", captured(), expected)).toEqual({ to: "paid" });
});

test("only unpaid pre-orders expire, and a second order is never created", () => {
  expect(nextStatus("awaiting_payment", { type: "expire" }, expected)).toEqual({ to: "expired" });
  expect(nextStatus("awaiting_payment", { type: "order_created" }, expected).to).toBeNull();
  expect(nextStatus("expired", { type: "expire" }, expected).to).toBeNull();
});

test("every status has a public word and only paid is SUCCESS", () => {
  for (const status of preorderStatuses) {
    expect(publicStatus(status) === "SUCCESS").toBe(status === "paid");
  }
  expect(publicStatus("failed")).toBe("FAILED");
});
