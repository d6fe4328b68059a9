import { and, desc, eq } from "drizzle-orm";
import { findProduct, glasses } from "~/content/catalogue";
import { BALANCE_PAYABLE, isIn } from "../../../../db/order-status";
import { balanceOrders, preorderItems, preorders } from "../../../../db/schema";
import type { AppServices } from "~/context.server";
import { openBalanceOrder } from "~/features/payments/server/balance-orders.server";
import { balanceReturnPath } from "~/features/payments/server/balance-return.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import type { Database } from "~/lib/db.server";
import { payByWords } from "~/lib/pay-by";
import { addableAccessories, balanceQuote, type AddedLine, type BalanceQuote } from "~/lib/pricing";
import {
  BALANCE_INTENTS,
  readBasket,
  type BalanceAnswer,
  type BalanceCheckout,
  type BalancePanel,
} from "../balance-contract";

type PreorderRow = typeof preorders.$inferSelect;

/** BALANCE_DUE_DAYS and the shop's calendar: what the pay-by date is read with. */
export interface PayByRule {
  dueDays: number;
  timeZone: string;
}

/** Razorpay's hosted checkout: where a browser without JavaScript posts the payment form. */
const RAZORPAY_HOSTED_CHECKOUT = "https://api.razorpay.com/v1/checkout/embedded";
/** The sandbox's own TEST MODE page for the same form. */
const SANDBOX_HOSTED_CHECKOUT = "/payment-sandbox";

/** The balance's inputs as stored on the order: what it owes, its credit, its booked accessories. */
async function balanceInputs(db: Database, p: PreorderRow) {
  const booked = await db
    .select({ productId: preorderItems.productId, lineTotal: preorderItems.lineTotal })
    .from(preorderItems)
    .where(and(eq(preorderItems.preorderId, p.id), eq(preorderItems.addedAtBalance, false)));
  return {
    currency: p.currency,
    remaining: p.remainingAmount,
    // The credit comes with the glasses only.
    accessoryCredit: p.includesGlasses ? p.accessoryCredit : 0,
    bookedAccessories: booked
      .filter((i) => i.productId !== glasses.id)
      .reduce((sum, i) => sum + i.lineTotal, 0),
  };
}

/**
 * The order page's balance section: while the balance is due, the server's quote for the basket of
 * the open payment (or nothing added); once paid, what was paid. Null when there is no balance to
 * show (before the link, or an order that never paid it).
 */
export async function balancePanelFor(
  db: Database,
  p: PreorderRow,
  due?: PayByRule,
): Promise<BalancePanel | null> {
  const payable = isIn(BALANCE_PAYABLE, p.status);
  if (!payable && p.balancePaidAt === null) return null;
  const inputs = await balanceInputs(db, p);
  const [latest] = await db
    .select()
    .from(balanceOrders)
    .where(and(eq(balanceOrders.preorderId, p.id), eq(balanceOrders.status, payable ? "created" : "paid")))
    .orderBy(desc(balanceOrders.createdAt))
    .limit(1);
  const added: AddedLine[] = (latest?.addedItems ?? []).map((i) => ({
    productId: i.productId as AddedLine["productId"],
    quantity: i.quantity,
    ringSize: i.ringSize,
  }));
  const payBy =
    payable && due && p.balanceRequestedAt
      ? payByWords(p.balanceRequestedAt, due.dueDays, due.timeZone)
      : null;
  const base = { ...inputs, accessories: addableAccessories(p.currency), payBy };
  if (payable) {
    return { ...base, state: "due", quote: quoteOrNothing(inputs, added), receipt: null };
  }
  return {
    ...base,
    state: "paid",
    quote: quoteOrNothing(inputs, added),
    receipt: {
      amount: p.balanceAmount ?? latest?.amount ?? 0,
      creditApplied: p.balanceCreditApplied ?? 0,
      paidAt: p.balancePaidAt?.toISOString() ?? null,
      added: (latest?.addedItems ?? []).map((i) => ({
        productId: i.productId,
        name: findProduct(i.productId)?.name ?? i.productId,
        quantity: i.quantity,
        lineTotal: i.lineTotal,
        ringSize: i.ringSize,
      })),
    },
  };
}

/** A stored basket priced again (a catalogue change could refuse it: then nothing added). */
function quoteOrNothing(inputs: Awaited<ReturnType<typeof balanceInputs>>, added: AddedLine[]): BalanceQuote {
  try {
    return balanceQuote({ ...inputs, added });
  } catch {
    return balanceQuote({ ...inputs, added: [] });
  }
}

export type BalanceActionResult = { status: number; balance: BalanceAnswer };

/** The balance form's intent, if the order page's form is the balance one. */
export function balanceIntent(form: FormData): "quote" | "pay" | null {
  const intent = form.get("intent");
  if (intent === BALANCE_INTENTS.quote) return "quote";
  if (intent === BALANCE_INTENTS.pay) return "pay";
  return null;
}

/**
 * The order page's balance form: `balance-quote` prices the basket (the page without JavaScript
 * shows the new total), `balance-pay` prices it and opens (or reuses) its gateway order. Whatever
 * amount the form carries is not read; the quote is the server's. Null: no such order.
 */
export async function balanceAction(
  services: AppServices,
  reference: string,
  intent: "quote" | "pay",
  form: FormData,
  token: string,
): Promise<BalanceActionResult | null> {
  const [p] = await services.database.db.select().from(preorders).where(eq(preorders.reference, reference));
  if (!p) return null;
  const basket = readBasket(form);
  const refuse = (status: number, error: string, field: string, lines: AddedLine[] = []) => ({
    status,
    balance: { lines, quote: null, checkout: null, error, field },
  });
  if (!basket.ok) return refuse(400, basket.error, basket.field);
  if (!isIn(BALANCE_PAYABLE, p.status)) {
    return refuse(409, "There is no balance to pay on this order now.", "intent", basket.lines);
  }
  const quote = balanceQuote({ ...(await balanceInputs(services.database.db, p)), added: basket.lines });
  const answer = (checkout: BalanceCheckout | null) => ({
    status: 200,
    balance: { lines: basket.lines, quote, checkout, error: null, field: null },
  });
  if (intent === "quote") return answer(null);

  const opened = await openBalanceOrder(paymentDeps(services), {
    preorderId: p.id,
    amount: quote.toPay,
    currency: quote.currency,
    creditApplied: quote.creditApplied,
    addedItems: quote.added,
  });
  if (!opened.ok) {
    if (opened.reason === "unavailable") {
      return refuse(
        503,
        "The payment service is not answering. Please try again in a minute.",
        "intent",
        basket.lines,
      );
    }
    return opened.reason === "too_small"
      ? refuse(409, "There is nothing left to pay online. Please contact support.", "intent", basket.lines)
      : refuse(409, "There is no balance to pay on this order now.", "intent", basket.lines);
  }
  return answer(checkoutFor(services, p, opened, token));
}

/**
 * How a payment from the order page starts: checkout in the browser, or a hosted payment page
 * without JavaScript. The balance's, and the booking's when it is paid from the order page.
 */
export function checkoutFor(
  services: AppServices,
  p: Pick<PreorderRow, "reference" | "currency">,
  order: { gatewayOrderId: string; amount: number },
  token: string,
  description = `Balance of order ${p.reference}`,
): BalanceCheckout {
  const { env, payments, orderLinks } = services;
  const site = env.PUBLIC_SITE_URL.replace(/\/$/, "");
  const returnUrl = balanceReturnPath(p.reference, token);
  const hosted: BalanceCheckout["hosted"] =
    env.PAYMENTS_MODE === "razorpay"
      ? {
          action: RAZORPAY_HOSTED_CHECKOUT,
          fields: {
            key_id: payments.gateway.keyId,
            order_id: order.gatewayOrderId,
            amount: String(order.amount),
            currency: p.currency,
            name: "Luxid",
            description,
            callback_url: `${site}${returnUrl}`,
            cancel_url: orderLinks.url(p.reference),
          },
        }
      : {
          action: SANDBOX_HOSTED_CHECKOUT,
          fields: { order_id: order.gatewayOrderId, description, callback_url: returnUrl },
        };
  return {
    orderId: order.gatewayOrderId,
    keyId: payments.gateway.keyId,
    amount: order.amount,
    currency: p.currency,
    returnUrl,
    hosted,
  };
}
