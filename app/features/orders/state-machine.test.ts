import { expect, test } from "vitest";
import { preorderStatuses } from "../../../db/schema";
import { CAPTURED, isIn } from "../../../db/order-status";
import { awaitsBookingNews, nextStatus, publicStatus, type PaymentEvent } from "./state-machine";

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

test("payment events never move a paid, refunded or reviewed pre-order", () => {
  const events: PaymentEvent[] = [
    { type: "order_created" },
    captured(),
    captured(1),
    { type: "payment_failed" },
    { type: "expire" },
  ];
  for (const from of ["paid", "needs_review", "partially_refunded", "refunded", "refund_failed"] as const) {
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

test("every status has a public word; SUCCESS exactly while the booking is captured and held", () => {
  for (const status of preorderStatuses) {
    expect(publicStatus(status) === "SUCCESS").toBe(isIn(CAPTURED, status));
  }
});

test.each([
  // A partly refunded booking is still paid (the order page counts it paid too).
  ["partially_refunded", "SUCCESS"],
  ["refund_failed", "SUCCESS"],
  ["awaiting_payment", "PENDING"],
  ["failed", "FAILED"],
  ["refunded", "REFUNDED"],
  ["needs_review", "NEEDS_REVIEW"],
] as const)("the public word for %s is %s", (status, word) => {
  expect(publicStatus(status)).toBe(word);
});

test("booking news (a capture, a failure) can move only an order still waiting for its booking", () => {
  const waiting = preorderStatuses.filter((s) => awaitsBookingNews(s));
  expect(waiting.sort()).toEqual(["awaiting_payment", "cancelled", "expired", "failed", "received"]);
});

const settled = (refunded: number): PaymentEvent => ({ type: "refund_settled", refunded });

test("refunds: half, then the rest: paid → partially refunded → refunded", () => {
  expect(nextStatus("paid", settled(280_000), expected)).toEqual({ to: "partially_refunded" });
  expect(nextStatus("partially_refunded", settled(280_000), expected).to).toBeNull();
  expect(nextStatus("partially_refunded", settled(560_000), expected)).toEqual({ to: "refunded" });
  expect(nextStatus("paid", settled(560_000), expected)).toEqual({ to: "refunded" });
});

test("refunds: a failure is recorded once and a later success still settles", () => {
  expect(nextStatus("paid", { type: "refund_failed" }, expected)).toEqual({ to: "refund_failed" });
  expect(nextStatus("partially_refunded", { type: "refund_failed" }, expected)).toEqual({
    to: "refund_failed",
  });
  expect(nextStatus("refund_failed", { type: "refund_failed" }, expected).to).toBeNull();
  expect(nextStatus("refund_failed", settled(100_000), expected)).toEqual({ to: "partially_refunded" });
});

test("refunds: only from a captured, not fully refunded pre-order", () => {
  for (const from of ["received", "awaiting_payment", "failed", "expired", "refunded"] as const) {
    expect(nextStatus(from, settled(560_000), expected).to).toBeNull();
    expect(nextStatus(from, { type: "refund_failed" }, expected).to).toBeNull();
  }
  expect(nextStatus("paid", settled(0), expected).to).toBeNull();
});

// A review is resolved by accepting the capture (same currency) or by refunding it; refunding
// keeps the order parked until the refund settles. Only a parked order takes either.
test.each([
  {
    type: "review_accepted",
    amount: 559_900,
    to: "paid",
    notFrom: ["received", "awaiting_payment", "paid", "refunded", "partially_refunded"],
  },
  {
    type: "review_refunded",
    amount: 570_000,
    to: "needs_review",
    notFrom: ["received", "awaiting_payment", "paid", "refunded", "refund_failed"],
  },
] as const)("$type moves a parked order to $to, in its currency only", ({ type, amount, to, notFrom }) => {
  expect(nextStatus("needs_review", { type, amount, currency: "INR" }, expected)).toEqual({ to });
  expect(nextStatus("needs_review", { type, amount, currency: "USD" }, expected).to).toBeNull();
  for (const from of notFrom) {
    expect(nextStatus(from, { type, amount: 560_000, currency: "INR" }, expected).to).toBeNull();
  }
});

test("a review ends in a refund once all of it is refunded, or in a failed refund", () => {
  expect(nextStatus("needs_review", settled(560_000), expected)).toEqual({ to: "refunded" });
  expect(nextStatus("needs_review", settled(100_000), expected).to).toBeNull();
  expect(nextStatus("needs_review", { type: "refund_failed" }, expected)).toEqual({ to: "refund_failed" });
});

test("after the booking: balance link, balance paid, shipped, delivered, each by its own actor", () => {
  const withBalance = { ...expected, balance: 2_240_000 };
  expect(nextStatus("paid", { type: "balance_requested" }, expected, "operator")).toEqual({
    to: "balance_due",
  });
  expect(nextStatus("paid", { type: "balance_requested" }, expected, "webhook").to).toBeNull();
  const balance = (amount: number): PaymentEvent => ({
    type: "balance_captured",
    amount,
    currency: "INR",
    expected: 2_240_000,
  });
  expect(nextStatus("balance_due", balance(2_240_000), expected, "webhook")).toEqual({ to: "balance_paid" });
  expect(nextStatus("balance_due", balance(2_000_000), expected, "buyer")).toEqual({ to: "needs_review" });
  expect(nextStatus("paid", balance(2_240_000), expected, "webhook").to).toBeNull();
  expect(nextStatus("balance_paid", { type: "ship" }, withBalance, "operator")).toEqual({ to: "shipped" });
  expect(nextStatus("balance_due", { type: "ship" }, withBalance, "operator").to).toBeNull();
  expect(nextStatus("balance_paid", { type: "ship" }, withBalance, "buyer").to).toBeNull();
  expect(nextStatus("shipped", { type: "deliver" }, withBalance, "operator")).toEqual({ to: "delivered" });
});

test("cancellation before dispatch only; a capture for a cancelled order is parked for review", () => {
  for (const from of ["received", "paid", "balance_due", "balance_paid"] as const) {
    expect(nextStatus(from, { type: "cancel" }, expected, "operator")).toEqual({ to: "cancelled" });
  }
  for (const from of ["shipped", "delivered", "refunded"] as const) {
    expect(nextStatus(from, { type: "cancel" }, expected, "operator").to).toBeNull();
  }
  expect(nextStatus("cancelled", captured(), expected, "webhook")).toEqual({ to: "needs_review" });
});

test("refunds cover booking and balance together, and stop at delivery", () => {
  const withBalance = { ...expected, balance: 2_240_000 };
  // The booking alone refunded: the balance is still held, so the order keeps its step.
  expect(nextStatus("balance_paid", settled(560_000), withBalance).to).toBeNull();
  expect(nextStatus("balance_paid", settled(2_800_000), withBalance)).toEqual({ to: "refunded" });
  expect(nextStatus("cancelled", settled(2_800_000), withBalance)).toEqual({ to: "refunded" });
  expect(nextStatus("delivered", settled(2_800_000), withBalance).to).toBeNull();
});

test("a balance capture the order cannot take leaves every state as it is; only the gateway's news records it", () => {
  const unexpected: PaymentEvent = {
    type: "unexpected_capture",
    paymentId: "pay_x",
    amount: 100,
    currency: "INR",
  };
  for (const from of preorderStatuses) {
    expect(nextStatus(from, unexpected, expected, "webhook")).toEqual({ to: from });
    expect(nextStatus(from, unexpected, expected, "operator").to).toBeNull();
  }
  // Late balance money no longer parks a closed order for review: it is the unexpected capture's.
  const late: PaymentEvent = { type: "balance_captured", amount: 100, currency: "INR", expected: 100 };
  for (const from of ["cancelled", "expired", "refunded", "balance_paid"] as const) {
    expect(nextStatus(from, late, expected, "webhook").to).toBeNull();
  }
});
