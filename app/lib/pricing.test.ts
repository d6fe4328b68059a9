import fc from "fast-check";
import { expect, test } from "vitest";
import { findProduct, productIds } from "~/content/catalogue";
import { formatMoney } from "./money";
import {
  accessoryCreditFor,
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
