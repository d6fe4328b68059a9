import { expect, test } from "vitest";
import { leftInAll, partKey, partKeys, splitRefund, type CapturedPayment } from "./refund-split";

const booking = (reserved = 0): CapturedPayment => ({
  kind: "booking",
  paymentId: "pay_booking",
  captured: 560_000,
  reserved,
});
const balance = (reserved = 0): CapturedPayment => ({
  kind: "balance",
  paymentId: "pay_balance",
  captured: 2_100_000,
  reserved,
});

test("a refund spanning both payments is one part per payment, the balance first", () => {
  expect(splitRefund([booking(), balance()], 2_660_000)).toEqual([
    { kind: "balance", paymentId: "pay_balance", amount: 2_100_000 },
    { kind: "booking", paymentId: "pay_booking", amount: 560_000 },
  ]);
  expect(splitRefund([booking(), balance()], 2_200_000)).toEqual([
    { kind: "balance", paymentId: "pay_balance", amount: 2_100_000 },
    { kind: "booking", paymentId: "pay_booking", amount: 100_000 },
  ]);
});

test("a small refund touches the balance only; a refunded payment is skipped", () => {
  expect(splitRefund([booking(), balance()], 1_000)).toEqual([
    { kind: "balance", paymentId: "pay_balance", amount: 1_000 },
  ]);
  expect(splitRefund([booking(), balance(2_100_000)], 1_000)).toEqual([
    { kind: "booking", paymentId: "pay_booking", amount: 1_000 },
  ]);
});

test("never more than is left of what was captured, in all or per payment", () => {
  expect(leftInAll([booking(60_000), balance(100_000)])).toBe(2_500_000);
  expect(splitRefund([booking(60_000), balance(100_000)], 2_500_001)).toBeNull();
  expect(splitRefund([booking()], 560_001)).toBeNull();
  expect(splitRefund([], 1)).toBeNull();
  expect(splitRefund([booking()], 0)).toBeNull();
  // Over-reserved data (an outside refund bigger than ours) never makes room elsewhere.
  expect(leftInAll([booking(600_000), balance()])).toBe(2_100_000);
  const parts = splitRefund([booking(), balance()], 2_660_000)!;
  expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(2_660_000);
});

test("one request key names every part it made", () => {
  expect(partKey("k", "booking")).toBe("k");
  expect(partKey("k", "balance")).toBe("k:balance");
  expect(partKeys("k")).toEqual(["k", "k:balance"]);
});
