import { expect, test } from "vitest";
import { orderAmounts, type OrderFigures } from "./order-amounts";

// One Vue Glass in India, in paise: ₹27,999 → ₹5,600 booking + ₹22,399 before dispatch.
const glasses: OrderFigures = {
  status: "received",
  subtotal: 2_799_900,
  bundleDiscount: 0,
  total: 2_799_900,
  booking: 560_000,
  remaining: 2_239_900,
  bookingPaid: false,
  balancePaid: null,
  refunded: 0,
  added: 0,
  creditApplied: 0,
};
const rows = (f: Partial<OrderFigures>) =>
  orderAmounts({ ...glasses, ...f }).map((r) => [r.label, r.amount, r.tone ?? null]);

test("unpaid: the booking is asked for and the rest comes before dispatch; nothing claims a payment", () => {
  for (const status of ["received", "awaiting_payment", "failed"] as const) {
    expect(rows({ status })).toEqual([
      ["Order total", 2_799_900, null],
      ["Booking to pay now (20%)", 560_000, "due"],
      ["Remaining, due before dispatch", 2_239_900, null],
    ]);
  }
});

test("booked, partly refunded, balance due: what was paid and refunded, and what is left", () => {
  expect(rows({ status: "paid", bookingPaid: true })).toEqual([
    ["Order total", 2_799_900, null],
    ["Booking paid", 560_000, null],
    ["Remaining, due before dispatch", 2_239_900, null],
  ]);
  expect(rows({ status: "partially_refunded", bookingPaid: true, refunded: 100_000 })).toContainEqual([
    "Refunded",
    100_000,
    "minus",
  ]);
  expect(rows({ status: "balance_due", bookingPaid: true }).at(-1)).toEqual([
    "Remaining, due before dispatch",
    2_239_900,
    "due",
  ]);
});

test("balance paid: the added accessories and the credit spent, so the sums add up to what was paid", () => {
  // A VueRING (₹4,999) added with the balance, the ₹1,680 credit spent on it: ₹25,718 paid.
  const paid = rows({
    status: "shipped",
    bookingPaid: true,
    balancePaid: 2_571_800,
    added: 499_900,
    creditApplied: 168_000,
  });
  expect(paid).toEqual([
    ["Order total", 2_799_900, null],
    ["Accessories added with the balance", 499_900, null],
    ["Accessory credit applied", 168_000, "minus"],
    ["Booking paid", 560_000, null],
    ["Balance paid", 2_571_800, null],
    ["Left to pay", 0, null],
  ]);
  expect(2_799_900 + 499_900 - 168_000).toBe(560_000 + 2_571_800);
});

test("refunded, cancelled, expired: what was paid and refunded, and no amount left to pay", () => {
  expect(rows({ status: "refunded", bookingPaid: true, refunded: 560_000 }).slice(-2)).toEqual([
    ["Booking paid", 560_000, null],
    ["Refunded", 560_000, "minus"],
  ]);
  expect(rows({ status: "cancelled" }).map((r) => r[0])).not.toContain("Left to pay");
  expect(rows({ status: "expired" })).toEqual([["Order total", 2_799_900, null]]);
});

test("a bundle shows its subtotal and discount first", () => {
  expect(rows({ subtotal: 1_000_000, bundleDiscount: 50_000, total: 950_000 }).slice(0, 3)).toEqual([
    ["Subtotal", 1_000_000, null],
    ["Bundle discount", 50_000, "minus"],
    ["Order total", 950_000, null],
  ]);
});
