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

test("balance paid, refunded, cancelled, expired: nothing more is due", () => {
  expect(rows({ status: "shipped", bookingPaid: true, balancePaid: 2_071_900 })).toEqual([
    ["Order total", 2_799_900, null],
    ["Booking paid", 560_000, null],
    ["Balance paid", 2_071_900, null],
    ["Left to pay", 0, null],
  ]);
  expect(rows({ status: "refunded", bookingPaid: true, refunded: 560_000 }).slice(-2)).toEqual([
    ["Refunded", 560_000, "minus"],
    ["Left to pay", 0, null],
  ]);
  expect(rows({ status: "cancelled" }).at(-1)).toEqual(["Left to pay", 0, null]);
  expect(rows({ status: "expired" })).toEqual([
    ["Order total", 2_799_900, null],
    ["Left to pay", 0, null],
  ]);
});

test("a bundle shows its subtotal and discount first", () => {
  expect(rows({ subtotal: 1_000_000, bundleDiscount: 50_000, total: 950_000 }).slice(0, 3)).toEqual([
    ["Subtotal", 1_000_000, null],
    ["Bundle discount", 50_000, "minus"],
    ["Order total", 950_000, null],
  ]);
});
