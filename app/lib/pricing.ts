import {
  ACCESSORY_CREDIT_PERCENT,
  BOOKING_PERCENT,
  BUNDLE_DISCOUNT_PERCENT,
  BUNDLE_MIN_PRODUCTS,
  catalogue,
  findProduct,
  glasses,
  type Product,
  type ProductId,
} from "~/content/catalogue";
import { MINOR_PER_UNIT } from "./money";
import type { Currency } from "./regions";

/**
 * The only place a total, discount, booking or credit is computed. Pure: the
 * browser shows what the server will charge because both call these functions.
 */

export {
  ACCESSORY_CREDIT_PERCENT,
  BOOKING_PERCENT,
  BUNDLE_DISCOUNT_PERCENT,
  BUNDLE_MIN_PRODUCTS,
} from "~/content/catalogue";
import { MAX_QUANTITY } from "~/content/product-ids";
export { MAX_QUANTITY };

export interface CartLine {
  productId: ProductId;
  quantity: number;
}

export interface PricedLine extends CartLine {
  unitPrice: number;
  lineTotal: number;
}

/**
 * Every figure of a pre-order, in minor units of `currency`: what the page shows before submitting,
 * what the server stores and charges, and what it answers when the pre-order is saved.
 */
export interface Amounts {
  currency: Currency;
  subtotal: number;
  bundleDiscount: number;
  total: number;
  /** Paid now: 20% of the discounted total. */
  booking: number;
  /** Due at delivery, EMI available. */
  remaining: number;
  /** Accessory credit, earned when the glasses are in the pre-order. */
  accessoryCredit: number;
}

/** A priced cart: its lines and their amounts. */
export interface Quote extends Amounts {
  lines: PricedLine[];
}

/** A product's catalogue price in a currency, in minor units. */
export function priceOf(product: Product, currency: Currency): number {
  return product.prices[currency];
}

/**
 * `percent`% of an amount, rounded to whole currency units half up and returned in minor units.
 * Integer arithmetic only, so 1649.90 becomes exactly 1650.00.
 */
export function percentOfRoundedToWhole(amountMinor: number, percent: number): number {
  const scaled = amountMinor * percent; // minor units × 100
  const unit = MINOR_PER_UNIT * 100;
  return Math.floor((scaled + unit / 2) / unit) * MINOR_PER_UNIT;
}

/** Booking amount (pay now) of a discounted total. */
export function bookingOf(total: number): number {
  return percentOfRoundedToWhole(total, BOOKING_PERCENT);
}

/** Accessory credit granted with the glasses: 30% of one pair's booking amount. */
export function accessoryCreditFor(currency: Currency): number {
  return percentOfRoundedToWhole(bookingOf(priceOf(glasses, currency)), ACCESSORY_CREDIT_PERCENT);
}

/** Prices a cart. Lines must be valid (known id, integer quantity 1–10), at most one per product. */
export function quoteCart(lines: readonly CartLine[], currency: Currency): Quote {
  const priced: PricedLine[] = lines.map((line) => {
    const product = findProduct(line.productId);
    if (!product) throw new RangeError(`Unknown product ${line.productId}`);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      throw new RangeError(`Invalid quantity ${line.quantity}`);
    }
    const unitPrice = priceOf(product, currency);
    return { ...line, unitPrice, lineTotal: unitPrice * line.quantity };
  });
  const distinct = new Set(priced.map((l) => l.productId));
  if (distinct.size !== priced.length) throw new RangeError("Duplicate product lines");

  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const bundleDiscount =
    distinct.size >= BUNDLE_MIN_PRODUCTS ? percentOfRoundedToWhole(subtotal, BUNDLE_DISCOUNT_PERCENT) : 0;
  const total = subtotal - bundleDiscount;
  const booking = bookingOf(total);
  return {
    currency,
    lines: priced,
    subtotal,
    bundleDiscount,
    total,
    booking,
    remaining: total - booking,
    accessoryCredit: distinct.has("glasses") ? accessoryCreditFor(currency) : 0,
  };
}

/** What an empty cart shows: one Vue Glass, the country's base price. */
export function baseQuote(currency: Currency): Quote {
  return quoteCart([{ productId: "glasses", quantity: 1 }], currency);
}

/**
 * The one "was price" rule: the struck-through earlier price is the catalogue's INR one, shown to
 * visitors paying in rupees and only while it is above today's price.
 */
export function wasPriceOf(product: Product, currency: Currency): number | undefined {
  const was = currency === "INR" ? product.wasPriceINR : undefined;
  return was !== undefined && was > priceOf(product, currency) ? was : undefined;
}

/** A product with its price in a currency and its "was" price, as listings and product pages show it. */
export function pricedProduct(product: Product, currency: Currency) {
  return { product, price: priceOf(product, currency), wasPrice: wasPriceOf(product, currency) };
}

/** Every catalogue product with its price in a currency, for listings. */
export function pricedCatalogue(currency: Currency) {
  return catalogue.map((product) => pricedProduct(product, currency));
}
