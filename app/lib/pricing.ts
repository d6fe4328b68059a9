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

export { ACCESSORY_CREDIT_PERCENT, BOOKING_PERCENT, BUNDLE_DISCOUNT_PERCENT } from "~/content/catalogue";
import { MAX_QUANTITY, RING_SIZES } from "~/content/product-ids";
export { MAX_QUANTITY, RING_SIZES };

export interface CartLine {
  productId: ProductId;
  quantity: number;
}

interface PricedLine extends CartLine {
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
  /** Due before dispatch, paid online through the balance link (EMI in India). */
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

/** An accessory the buyer adds when paying the balance; VueRING carries its ring size. */
export interface AddedLine extends CartLine {
  ringSize: number | null;
}

interface PricedAddedLine extends AddedLine {
  unitPrice: number;
  lineTotal: number;
}

/** What the balance payment of a booked order is made of, in minor units of `currency`. */
export interface BalanceQuote {
  currency: Currency;
  /** What the order still owes: its remaining amount after the booking. */
  remaining: number;
  /** Accessories added now, at catalogue prices in the order's currency (no bundle discount). */
  added: PricedAddedLine[];
  addedTotal: number;
  /** The credit the order carries (glasses orders only). */
  creditAvailable: number;
  /** The part of it spent now: never more than the accessories on the order are worth. */
  creditApplied: number;
  /** remaining + addedTotal − creditApplied: the amount charged. */
  toPay: number;
}

export interface BalanceQuoteInput {
  currency: Currency;
  /** The order's remaining amount (its total less the booking). */
  remaining: number;
  /** The order's accessory credit; 0 on an order without the glasses. */
  accessoryCredit: number;
  /** Line totals of the accessories booked with the order (everything but the glasses). */
  bookedAccessories: number;
  /** What the buyer adds now; empty when nothing. */
  added: readonly AddedLine[];
}

/**
 * The balance of a booked order: its remaining amount, plus the accessories the buyer adds now,
 * minus the accessory credit. The credit is spent only on accessories (those booked and those
 * added now, at their line totals), so it never lowers the price of the glasses and is never
 * paid out: at most it brings the amount to zero. Nothing is added that the buyer did not choose.
 * Throws RangeError for a line the shop cannot sell (glasses, unknown product, bad quantity,
 * a VueRING without a ring size 6–12, the same product twice).
 */
export function balanceQuote(input: BalanceQuoteInput): BalanceQuote {
  const { currency } = input;
  for (const v of [input.remaining, input.accessoryCredit, input.bookedAccessories]) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`Invalid amount ${v}`);
  }
  const added: PricedAddedLine[] = input.added.map((line) => {
    const product = findProduct(line.productId);
    if (!product) throw new RangeError(`Unknown product ${line.productId}`);
    if (product.id === glasses.id) throw new RangeError("Only accessories can be added to a booked order");
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      throw new RangeError(`Invalid quantity ${line.quantity}`);
    }
    const ringSize = product.id === "vuering" ? line.ringSize : null;
    if (
      product.id === "vuering" &&
      (ringSize === null ||
        !Number.isInteger(ringSize) ||
        ringSize < RING_SIZES.min ||
        ringSize > RING_SIZES.max)
    ) {
      throw new RangeError(`Invalid ring size ${String(line.ringSize)}`);
    }
    const unitPrice = priceOf(product, currency);
    return {
      productId: line.productId,
      quantity: line.quantity,
      ringSize,
      unitPrice,
      lineTotal: unitPrice * line.quantity,
    };
  });
  if (new Set(added.map((l) => l.productId)).size !== added.length) {
    throw new RangeError("Duplicate product lines");
  }
  const addedTotal = added.reduce((sum, l) => sum + l.lineTotal, 0);
  const beforeCredit = input.remaining + addedTotal;
  const creditApplied = Math.min(input.accessoryCredit, input.bookedAccessories + addedTotal, beforeCredit);
  return {
    currency,
    remaining: input.remaining,
    added,
    addedTotal,
    creditAvailable: input.accessoryCredit,
    creditApplied,
    toPay: beforeCredit - creditApplied,
  };
}

/** The products a buyer may add at the balance payment: every accessory, in catalogue order. */
export function addableAccessories(currency: Currency) {
  return catalogue
    .filter((product) => product.id !== glasses.id)
    .map((product) => ({ id: product.id, name: product.name, price: priceOf(product, currency) }));
}
