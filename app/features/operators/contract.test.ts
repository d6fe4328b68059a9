import { expect, test } from "vitest";
import { parseAmountToMinor, refundForm } from "./contract";

test("refund amounts are typed in the currency and become minor units", () => {
  expect(parseAmountToMinor("2800")).toBe(280_000);
  expect(parseAmountToMinor("2,800.5")).toBe(280_050);
  expect(parseAmountToMinor(" 0.01 ")).toBe(1);
  for (const bad of ["", "-5", "2.345", "1e3", "abc", "12.", "10000000000"]) {
    expect(parseAmountToMinor(bad), bad).toBeUndefined();
  }
});

test("the refund form: a full refund needs only its key, a partial one a positive amount", () => {
  const key = "0b9f2b8e-8d57-4a7e-9a3f-0f1c2d3e4f50";
  expect(refundForm.parse({ kind: "full", idempotencyKey: key })).toEqual({
    kind: "full",
    idempotencyKey: key,
  });
  expect(refundForm.parse({ kind: "partial", amount: "2800", idempotencyKey: key })).toEqual({
    kind: "partial",
    amount: 280_000,
    idempotencyKey: key,
  });
  expect(refundForm.safeParse({ kind: "partial", amount: "0", idempotencyKey: key }).success).toBe(false);
  expect(refundForm.safeParse({ kind: "partial", amount: "2800", idempotencyKey: "x" }).success).toBe(false);
  expect(refundForm.safeParse({ kind: "all", idempotencyKey: key }).success).toBe(false);
  // A pending refund is retried by its id: its own key, never a new refund.
  expect(refundForm.parse({ kind: "retry", refundId: key })).toEqual({ kind: "retry", refundId: key });
  expect(refundForm.safeParse({ kind: "retry", refundId: "nope" }).success).toBe(false);
});
