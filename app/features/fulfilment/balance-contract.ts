import { findProduct, glasses, productIds } from "~/content/catalogue";
import { MAX_QUANTITY, RING_SIZES, type AddedLine, type BalanceQuote } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";

/**
 * The shapes that cross the wire for the buyer's side of fulfilment: the balance basket and what
 * the order page's balance section is given (no zod here: this reaches the order page's bundle).
 * The console's forms are in console-contract.ts.
 */

/** Form field of each accessory's quantity in the buyer's balance basket: `add-vuering`. */
export const basketField = (productId: string) => `add-${productId}`;
/** What the page says, beside the ring size, while a VueRING is chosen without one. */
export const RING_SIZE_MISSING = `Choose a ring size from ${RING_SIZES.min} to ${RING_SIZES.max} for your VueRING`;

/** Form field of VueRING's ring size. */
export const RING_SIZE_FIELD = "ring-size";
/** The order page's hidden `intent` values of the balance section. */
export const BALANCE_INTENTS = { quote: "balance-quote", pay: "balance-pay" } as const;

/** Accessories a buyer may add now: every product but the glasses. */
const ADDABLE_IDS = productIds.filter((id) => id !== glasses.id);

export type BasketResult = { ok: true; lines: AddedLine[] } | { ok: false; field: string; error: string };

/**
 * The basket as the balance form posts it: a quantity (0 to 10) per accessory, and a ring size
 * when VueRING is added. Any amount or price a form carries is not read: the server prices it.
 */
export function readBasket(form: FormData): BasketResult {
  const lines: AddedLine[] = [];
  for (const id of ADDABLE_IDS) {
    const field = basketField(id);
    const raw = form.get(field);
    const text = typeof raw === "string" ? raw.trim() : "";
    if (text === "" || text === "0") continue;
    const quantity = Number(text);
    if (!/^\d{1,2}$/.test(text) || quantity > MAX_QUANTITY) {
      const name = findProduct(id)?.name ?? id;
      return { ok: false, field, error: `Choose 0 to ${MAX_QUANTITY} of ${name}` };
    }
    let ringSize: number | null = null;
    if (id === "vuering") {
      const size = form.get(RING_SIZE_FIELD);
      ringSize = typeof size === "string" && /^\d{1,2}$/.test(size.trim()) ? Number(size) : null;
      if (ringSize === null || ringSize < RING_SIZES.min || ringSize > RING_SIZES.max) {
        return {
          ok: false,
          field: RING_SIZE_FIELD,
          error: RING_SIZE_MISSING,
        };
      }
    }
    lines.push({ productId: id, quantity, ringSize });
  }
  return { ok: true, lines };
}

/** What the balance was paid with, for the order page once it is paid. */
export interface BalanceReceipt {
  amount: number;
  creditApplied: number;
  paidAt: string | null;
  added: { productId: string; name: string; quantity: number; lineTotal: number; ringSize: number | null }[];
}

/** The order page's balance section: the server's quote and what the basket form starts from. */
export interface BalancePanel {
  state: "due" | "paid";
  currency: Currency;
  /** The inputs of the quote, so the page can re-price the basket as the buyer changes it. */
  remaining: number;
  accessoryCredit: number;
  bookedAccessories: number;
  accessories: { id: string; name: string; price: number }[];
  /** The server's quote for the basket of the open payment (nothing added when there is none). */
  quote: BalanceQuote;
  receipt: BalanceReceipt | null;
  /** While due: the day to pay by ("15 December 2026"), BALANCE_DUE_DAYS after the link went out. */
  payBy: string | null;
}

/** What starts the payment of a quoted balance, in the browser (checkout) or without JavaScript. */
export interface BalanceCheckout {
  orderId: string;
  keyId: string;
  amount: number;
  currency: Currency;
  /** Where the payment's result is posted (the gateway's callback_url; the checkout handler's too). */
  returnUrl: string;
  /**
   * The payment page a browser without JavaScript is sent to by a plain form post: Razorpay's
   * hosted checkout, or the sandbox's own TEST MODE page.
   */
  hosted: { action: string; fields: Record<string, string> };
}

/** What the order page's action answers to the balance form (nested, apart from its other forms). */
export interface BalanceAnswer {
  /** The basket as posted, so the form keeps what the buyer chose. */
  lines: AddedLine[];
  /** The server's quote of that basket; null when the basket was refused. */
  quote: BalanceQuote | null;
  /** Present once a gateway order exists for the quote (the buyer asked to pay). */
  checkout: BalanceCheckout | null;
  error: string | null;
  field: string | null;
}

/** `?balance=…` on the order page after a payment attempt returned: what the buyer is told. */
export const BALANCE_RETURN_STATES = ["paid", "failed", "pending", "refused", "review"] as const;
export type BalanceReturnState = (typeof BALANCE_RETURN_STATES)[number];
