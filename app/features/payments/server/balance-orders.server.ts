import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { BALANCE_PAYABLE, isIn } from "../../../../db/order-status";
import { balanceOrders, preorders, type AddedItem } from "../../../../db/schema";
import type { Transaction } from "~/lib/db.server";
import type { Currency } from "~/lib/regions";
import { orderColumns } from "~/lib/order-reads.server";
import { securityEvent, type PaymentDeps } from "./payment-deps.server";

/** A balance as the server quoted it: what the gateway order must charge and what it buys. */
export interface QuotedBalance {
  preorderId: string;
  amount: number;
  currency: Currency;
  creditApplied: number;
  addedItems: AddedItem[];
}

export type OpenedBalanceOrder =
  | { ok: true; gatewayOrderId: string; amount: number; currency: string; reused: boolean }
  | { ok: false; reason: "not_payable" | "too_small" | "unavailable" };

/** Razorpay refuses orders under one currency unit. */
const GATEWAY_MINIMUM = 100;

/**
 * The gateway order for a quoted balance: one per quote. A reload or a second click with the same
 * amount and items answers the open one; a changed basket supersedes it with a new one. Two
 * requests racing agree on the one stored first (the other's gateway order is never shown, so
 * never paid). The amount is the server's quote, never a figure from the browser.
 */
export async function openBalanceOrder(deps: PaymentDeps, quote: QuotedBalance): Promise<OpenedBalanceOrder> {
  if (quote.amount < GATEWAY_MINIMUM) return { ok: false, reason: "too_small" };
  const reuse = await deps.db.transaction((tx) => openMatching(tx, quote));
  if (reuse) return reuse;

  const id = randomUUID();
  const created = await deps.gateway.createOrder({
    amount: quote.amount,
    currency: quote.currency,
    receipt: id,
    notes: { preorder_id: quote.preorderId, balance_order_id: id, purpose: "balance" },
  });
  if (!created.ok) {
    deps.log.warn(
      { preorderId: quote.preorderId, failure: created.failure },
      "balance order creation failed",
    );
    return { ok: false, reason: "unavailable" };
  }
  if (created.value.amount !== quote.amount || created.value.currency !== quote.currency) {
    securityEvent(deps.log, "order_amount_mismatch", {
      preorderId: quote.preorderId,
      orderId: created.value.id,
    });
    return { ok: false, reason: "unavailable" };
  }
  return deps.db.transaction(async (tx) => {
    const winner = await openMatching(tx, quote);
    if (winner) return winner;
    await tx
      .update(balanceOrders)
      .set({ status: "superseded" })
      .where(and(eq(balanceOrders.preorderId, quote.preorderId), eq(balanceOrders.status, "created")));
    await tx.insert(balanceOrders).values({
      id,
      preorderId: quote.preorderId,
      gatewayOrderId: created.value.id,
      amount: quote.amount,
      currency: quote.currency,
      creditApplied: quote.creditApplied,
      addedItems: quote.addedItems,
    });
    return {
      ok: true as const,
      gatewayOrderId: created.value.id,
      amount: quote.amount,
      currency: quote.currency,
      reused: false,
    };
  });
}

/**
 * With the pre-order locked (so concurrent requests decide one after another): refuses an order
 * whose balance is not payable, and answers the open gateway order of the same quote if any.
 */
async function openMatching(
  tx: Transaction,
  quote: QuotedBalance,
): Promise<Extract<OpenedBalanceOrder, { ok: false }> | Extract<OpenedBalanceOrder, { ok: true }> | null> {
  const order = await orderColumns(tx, quote.preorderId, { status: preorders.status }, { lock: true });
  if (!order || !isIn(BALANCE_PAYABLE, order.status)) return { ok: false, reason: "not_payable" };
  const open = await tx
    .select()
    .from(balanceOrders)
    .where(and(eq(balanceOrders.preorderId, quote.preorderId), eq(balanceOrders.status, "created")))
    .orderBy(desc(balanceOrders.createdAt));
  const same = open.find(
    (o) =>
      o.amount === quote.amount &&
      o.currency === quote.currency &&
      o.creditApplied === quote.creditApplied &&
      sameItems(o.addedItems, quote.addedItems),
  );
  return same
    ? {
        ok: true,
        gatewayOrderId: same.gatewayOrderId,
        amount: same.amount,
        currency: same.currency,
        reused: true,
      }
    : null;
}

/** The same lines, whatever their order. */
function sameItems(a: readonly AddedItem[], b: readonly AddedItem[]): boolean {
  const key = (items: readonly AddedItem[]) =>
    JSON.stringify(
      [...items]
        .sort((x, y) => x.productId.localeCompare(y.productId))
        .map((i) => [i.productId, i.quantity, i.unitPrice, i.lineTotal, i.ringSize]),
    );
  return key(a) === key(b);
}
