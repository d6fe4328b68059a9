import fc from "fast-check";
import { expect, test } from "vitest";
import { findProduct, productIds } from "~/content/catalogue";
import { formatMoney } from "./money";
import {
  accessoryCreditFor,
  addableAccessories,
  balanceQuote,
  baseQuote,
  MAX_QUANTITY,
  percentOfRoundedToWhole,
  quoteCart,
  wasPriceOf,
  type CartLine,
} from "./pricing";
import type { Currency } from "./regions";

test("one Vue Glass in INR: ₹5,600 now and ₹22,399 later", () => {
  const q = baseQuote("INR");
  expect(formatMoney(q.total, "INR")).toBe("₹27,999");
  expect(formatMoney(q.booking, "INR")).toBe("₹5,600");
  expect(formatMoney(q.remaining, "INR")).toBe("₹22,399");
});

test("one Vue Glass in USD and EUR: 349 = 70 now + 279 later", () => {
  for (const [currency, sign] of [
    ["USD", "$"],
    ["EUR", "€"],
  ] as const) {
    const q = baseQuote(currency);
    expect(formatMoney(q.total, currency)).toBe(`${sign}349`);
    expect(formatMoney(q.booking, currency)).toBe(`${sign}70`);
    expect(formatMoney(q.remaining, currency)).toBe(`${sign}279`);
  }
});

test("Vue Glass + VueRING in INR gets the 5% bundle discount", () => {
  const q = quoteCart(
    [
      { productId: "glasses", quantity: 1 },
      { productId: "vuering", quantity: 1 },
    ],
    "INR",
  );
  expect(q.subtotal).toBe(3_299_800);
  expect(q.bundleDiscount).toBe(165_000);
  expect(q.total).toBe(3_134_800);
  expect(q.booking).toBe(627_000);
  expect(q.remaining).toBe(2_507_800);
});

test("two units of one product are not a bundle", () => {
  const q = quoteCart([{ productId: "vuering", quantity: 2 }], "INR");
  expect(q.bundleDiscount).toBe(0);
  expect(q.total).toBe(999_800);
});

test("accessory credit is 30% of the glasses' booking: ₹1,680, $21, €21", () => {
  expect(formatMoney(accessoryCreditFor("INR"), "INR")).toBe("₹1,680");
  expect(formatMoney(accessoryCreditFor("USD"), "USD")).toBe("$21");
  expect(formatMoney(accessoryCreditFor("EUR"), "EUR")).toBe("€21");
  expect(quoteCart([{ productId: "vulink", quantity: 1 }], "INR").accessoryCredit).toBe(0);
});

test("cents survive in catalogue prices: the visor is $34.99", () => {
  const q = quoteCart([{ productId: "vue-visor", quantity: 1 }], "USD");
  expect(formatMoney(q.subtotal, "USD")).toBe("$34.99");
  // 20% of 34.99 = 6.998, rounded to whole dollars: $7
  expect(formatMoney(q.booking, "USD")).toBe("$7");
  expect(formatMoney(q.remaining, "USD")).toBe("$27.99");
});

test("half-up rounding to whole units", () => {
  expect(percentOfRoundedToWhole(250, 20)).toBe(100); // 0.50 → 1
  expect(percentOfRoundedToWhole(249, 20)).toBe(0); // 0.498 → 0
  expect(percentOfRoundedToWhole(3_299_800, 5)).toBe(165_000); // 1649.90 → 1650
});

test("invalid lines are refused", () => {
  expect(() => quoteCart([{ productId: "glasses", quantity: 0 }], "INR")).toThrow(RangeError);
  expect(() => quoteCart([{ productId: "glasses", quantity: 1.5 }], "INR")).toThrow(RangeError);
  expect(() => quoteCart([{ productId: "glasses", quantity: MAX_QUANTITY + 1 }], "INR")).toThrow(RangeError);
  expect(() => quoteCart([{ productId: "nope" as "glasses", quantity: 1 }], "INR")).toThrow(RangeError);
  expect(() =>
    quoteCart(
      [
        { productId: "glasses", quantity: 1 },
        { productId: "glasses", quantity: 1 },
      ],
      "INR",
    ),
  ).toThrow(RangeError);
});

const cartArb = fc
  .uniqueArray(fc.constantFrom(...productIds), { minLength: 1, maxLength: productIds.length })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.integer({ min: 1, max: MAX_QUANTITY }).map((quantity): CartLine => ({ productId: id, quantity })),
      ),
    ),
  );
const currencyArb = fc.constantFrom<Currency>("INR", "USD", "EUR");

test("property: booking + remaining = total, all non-negative integers", () => {
  fc.assert(
    fc.property(cartArb, currencyArb, (lines, currency) => {
      const q = quoteCart(lines, currency);
      expect(q.booking + q.remaining).toBe(q.total);
      expect(q.subtotal - q.bundleDiscount).toBe(q.total);
      for (const v of [q.subtotal, q.bundleDiscount, q.total, q.booking, q.remaining, q.accessoryCredit]) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
      }
      // Percent-derived amounts are whole currency units.
      expect(q.booking % 100).toBe(0);
      expect(q.bundleDiscount % 100).toBe(0);
    }),
  );
});

test("property: no discount with fewer than 2 different products", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...productIds),
      fc.integer({ min: 1, max: MAX_QUANTITY }),
      currencyArb,
      (productId, quantity, currency) => {
        expect(quoteCart([{ productId, quantity }], currency).bundleDiscount).toBe(0);
      },
    ),
  );
});

test("property: 2 or more different products always get a discount of about 5%", () => {
  fc.assert(
    fc.property(
      cartArb.filter((l) => l.length >= 2),
      currencyArb,
      (lines, currency) => {
        const q = quoteCart(lines, currency);
        expect(Math.abs(q.bundleDiscount - q.subtotal * 0.05)).toBeLessThanOrEqual(50);
      },
    ),
  );
});

test("a was price shows in rupees only, and only above today's price", () => {
  const product = findProduct(productIds.find((id) => findProduct(id)!.wasPriceINR !== undefined)!)!;
  expect(wasPriceOf(product, "INR")).toBe(product.wasPriceINR);
  expect(wasPriceOf(product, "EUR")).toBeUndefined();
  expect(wasPriceOf(product, "USD")).toBeUndefined();
  expect(wasPriceOf({ ...product, wasPriceINR: product.prices.INR }, "INR")).toBeUndefined();
  expect(wasPriceOf({ ...product, wasPriceINR: undefined }, "INR")).toBeUndefined();
});

/** The balance inputs of a stored order as the server reads them, from the same quote. */
function balanceOf(
  lines: CartLine[],
  currency: Currency,
  added: Parameters<typeof balanceQuote>[0]["added"],
) {
  const q = quoteCart(lines, currency);
  return balanceQuote({
    currency,
    remaining: q.remaining,
    accessoryCredit: q.accessoryCredit,
    bookedAccessories: q.lines.filter((l) => l.productId !== "glasses").reduce((s, l) => s + l.lineTotal, 0),
    added,
  });
}

const GLASSES: CartLine[] = [{ productId: "glasses", quantity: 1 }];

test("balance of one Vue Glass in INR with nothing added: the remaining ₹22,399, no credit spent", () => {
  const b = balanceOf(GLASSES, "INR", []);
  expect(b.creditAvailable).toBe(168_000);
  expect(b.creditApplied).toBe(0);
  expect(formatMoney(b.toPay, "INR")).toBe("₹22,399");
});

test("balance in INR with a VueRING added now: ₹22,399 + ₹4,999 − ₹1,680 credit = ₹25,718", () => {
  const b = balanceOf(GLASSES, "INR", [{ productId: "vuering", quantity: 1, ringSize: 8 }]);
  expect(b.added).toEqual([
    { productId: "vuering", quantity: 1, ringSize: 8, unitPrice: 499_900, lineTotal: 499_900 },
  ]);
  expect(b.addedTotal).toBe(499_900);
  expect(b.creditApplied).toBe(168_000);
  expect(formatMoney(b.toPay, "INR")).toBe("₹25,718");
});

test("balance in INR with a VueRING booked with the glasses: the credit goes on the booked ring", () => {
  const lines: CartLine[] = [...GLASSES, { productId: "vuering", quantity: 1 }];
  const b = balanceOf(lines, "INR", []);
  expect(b.remaining).toBe(2_507_800);
  expect(b.creditApplied).toBe(168_000);
  expect(b.toPay).toBe(2_339_800);
});

test("balance in USD with the visor added: $279 + $34.99 − $21 = $292.99", () => {
  const b = balanceOf(GLASSES, "USD", [{ productId: "vue-visor", quantity: 1, ringSize: null }]);
  expect(b.creditApplied).toBe(2_100);
  expect(formatMoney(b.toPay, "USD")).toBe("$292.99");
});

test("balance in EUR with two VuLinks added: €279 + €98 − €21 = €356", () => {
  const b = balanceOf(GLASSES, "EUR", [{ productId: "vulink", quantity: 2, ringSize: null }]);
  expect(b.addedTotal).toBe(9_800);
  expect(formatMoney(b.toPay, "EUR")).toBe("€356");
});

test("an accessory-only order has no credit: its balance is what it owes plus what is added", () => {
  const b = balanceOf([{ productId: "vuering", quantity: 1 }], "INR", [
    { productId: "vulink", quantity: 1, ringSize: null },
  ]);
  expect(b.creditAvailable).toBe(0);
  expect(b.creditApplied).toBe(0);
  expect(b.toPay).toBe(399_900 + 249_900);
});

test("the credit is capped at the accessories' value and is never paid out", () => {
  const base = { currency: "INR" as const, remaining: 2_239_900, accessoryCredit: 168_000, added: [] };
  // Accessories worth less than the credit: only their value comes off, never the glasses' price.
  expect(balanceQuote({ ...base, bookedAccessories: 50_000 }).creditApplied).toBe(50_000);
  expect(balanceQuote({ ...base, bookedAccessories: 50_000 }).toPay).toBe(2_189_900);
  // Nothing left to pay: the credit brings the amount to zero, not below.
  const settled = balanceQuote({ ...base, remaining: 0, bookedAccessories: 500_000 });
  expect(settled.creditApplied).toBe(0);
  expect(settled.toPay).toBe(0);
});

test("a ring size is kept for VueRING only, and ignored for other accessories", () => {
  const b = balanceOf(GLASSES, "INR", [
    { productId: "vuering", quantity: 2, ringSize: 12 },
    { productId: "vulink", quantity: 1, ringSize: 9 },
  ]);
  expect(b.added.map((l) => [l.productId, l.ringSize])).toEqual([
    ["vuering", 12],
    ["vulink", null],
  ]);
});

test("what cannot be added at the balance is refused", () => {
  const refuse = (added: Parameters<typeof balanceQuote>[0]["added"]) =>
    expect(() => balanceOf(GLASSES, "INR", added)).toThrow(RangeError);
  refuse([{ productId: "glasses", quantity: 1, ringSize: null }]);
  refuse([{ productId: "vuering", quantity: 1, ringSize: null }]);
  refuse([{ productId: "vuering", quantity: 1, ringSize: 5 }]);
  refuse([{ productId: "vuering", quantity: 1, ringSize: 13 }]);
  refuse([{ productId: "vuering", quantity: 1, ringSize: 7.5 }]);
  refuse([{ productId: "vulink", quantity: 0, ringSize: null }]);
  refuse([{ productId: "vulink", quantity: MAX_QUANTITY + 1, ringSize: null }]);
  refuse([{ productId: "nope" as "vulink", quantity: 1, ringSize: null }]);
  refuse([
    { productId: "vulink", quantity: 1, ringSize: null },
    { productId: "vulink", quantity: 2, ringSize: null },
  ]);
  expect(() =>
    balanceQuote({ currency: "INR", remaining: -1, accessoryCredit: 0, bookedAccessories: 0, added: [] }),
  ).toThrow(RangeError);
});

test("addable accessories are every product but the glasses, priced in the order's currency", () => {
  const list = addableAccessories("USD");
  expect(list.map((a) => a.id)).toEqual(productIds.filter((id) => id !== "glasses"));
  expect(list.find((a) => a.id === "vue-visor")!.price).toBe(3_499);
});

const addedArb = fc
  .uniqueArray(fc.constantFrom(...productIds.filter((id) => id !== "glasses")), { maxLength: 4 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .tuple(fc.integer({ min: 1, max: MAX_QUANTITY }), fc.integer({ min: 6, max: 12 }))
          .map(([quantity, ring]) => ({ productId: id, quantity, ringSize: id === "vuering" ? ring : null })),
      ),
    ),
  );

test("property: the balance adds up, and the credit never exceeds the accessories nor what is owed", () => {
  fc.assert(
    fc.property(cartArb, addedArb, currencyArb, (lines, added, currency) => {
      const b = balanceOf(lines, currency, added);
      const booked = lines.filter((l) => l.productId !== "glasses");
      const bookedValue = quoteCart(lines, currency)
        .lines.filter((l) => booked.some((k) => k.productId === l.productId))
        .reduce((s, l) => s + l.lineTotal, 0);
      expect(b.toPay + b.creditApplied).toBe(b.remaining + b.addedTotal);
      expect(b.creditApplied).toBeLessThanOrEqual(b.creditAvailable);
      expect(b.creditApplied).toBeLessThanOrEqual(bookedValue + b.addedTotal);
      expect(b.toPay).toBeGreaterThanOrEqual(0);
      // Without the glasses there is no credit to spend.
      if (!lines.some((l) => l.productId === "glasses")) expect(b.creditApplied).toBe(0);
    }),
  );
});
