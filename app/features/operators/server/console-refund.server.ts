import { and, eq } from "drizzle-orm";
import { preorders, refunds } from "../../../../db/schema";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import {
  refundableAmount,
  refundsByKey,
  requestRefund,
  retryRefund,
  type RefundView,
} from "~/features/payments/server/refunds.server";
import { refundPlan } from "~/features/payments/server/refund-plan.server";
import { splitRefund } from "~/features/payments/server/refund-split";
import { isRefundable } from "~/features/orders/state-machine";
import { parseAmountToMinor, type RefundPreview } from "~/features/operators/contract";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import { audit } from "~/lib/audit-log.server";
import { orderColumns } from "~/lib/order-reads.server";

export interface ConsoleRefundInput {
  preorderId: string;
  operatorEmail: string;
  /** "full": everything still refundable; otherwise this many minor units. */
  amount: "full" | number;
  idempotencyKey: string;
}

export interface ConsoleRetryInput {
  preorderId: string;
  operatorEmail: string;
  /** The pending refund to ask the gateway about again. */
  refundId: string;
}

export type ConsoleRefundResult =
  | { ok: true; refund: RefundView; duplicate: boolean; message: string }
  | { ok: false; status: number; field: string; error: string };

/** The order a console refund concerns, and how its amounts are written. Undefined: no such order. */
async function refundOrder(db: Database, preorderId: string) {
  const order = await orderColumns(db, preorderId, {
    reference: preorders.reference,
    name: preorders.name,
    status: preorders.status,
    currency: preorders.currency,
  });
  return order && { ...order, money: (minor: number) => formatMoney(minor, order.currency) };
}

/**
 * An operator's refund from the detail page. A key already used answers its refund again (a
 * double submit, a reload after a lost answer) without asking for a new amount, so "refund the
 * rest" clicked twice is still one refund. Every attempt that reaches the refund service is
 * written to the audit log, refused ones included.
 */
export async function refundFromConsole(
  deps: PaymentDeps,
  input: ConsoleRefundInput,
): Promise<ConsoleRefundResult> {
  const order = await refundOrder(deps.db, input.preorderId);
  if (!order) return { ok: false, status: 404, field: "preorderId", error: "No such pre-order" };
  const { money } = order;

  const seen = await refundsByKey(deps.db, input.idempotencyKey);
  let amountMinor: number;
  if (seen.length > 0 && seen.every((r) => r.preorderId === input.preorderId)) {
    amountMinor = seen.reduce((sum, r) => sum + r.amount, 0);
  } else if (input.amount === "full") {
    amountMinor = await refundableAmount(deps.db, input.preorderId);
    if (amountMinor === 0) {
      return { ok: false, status: 409, field: "kind", error: "Nothing is left to refund on this pre-order" };
    }
  } else amountMinor = input.amount;

  const outcome = await requestRefund(deps, {
    preorderId: input.preorderId,
    amountMinor,
    idempotencyKey: input.idempotencyKey,
    actor: input.operatorEmail,
  });
  if (!outcome.ok) {
    const error =
      outcome.refundable !== undefined
        ? outcome.refundable > 0
          ? `That is more than is left to refund: at most ${money(outcome.refundable)}`
          : "Nothing is left to refund on this pre-order"
        : outcome.error;
    await audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: "refund.refused",
      preorderId: input.preorderId,
      detail: `${amountMinor} ${order.currency} (${money(amountMinor)}): ${outcome.status} ${error}`,
    });
    return {
      ok: false,
      status: outcome.status,
      field: outcome.field === "amountMinor" ? "amount" : (outcome.field ?? "kind"),
      error,
    };
  }
  const { refund, parts, duplicate } = outcome;
  if (!duplicate) {
    // One audit row per gateway payment refunded (a refund spanning booking and balance is two).
    for (const part of parts) {
      await audit(deps.db, {
        operatorEmail: input.operatorEmail,
        action: "refund",
        preorderId: input.preorderId,
        detail: `refund ${part.id} of ${part.amount} ${part.currency} (${money(part.amount)}): ${part.status}`,
      });
    }
  }
  const done = parts.every((p) => p.status === "processed");
  const status = done ? "processed" : parts.map((p) => p.status).join(" and ");
  const state = done ? "processed" : "requested; the gateway confirms it shortly";
  return {
    ok: true,
    refund,
    duplicate,
    message: duplicate
      ? `This refund of ${money(amountMinor)} was already made (${status}); nothing was refunded twice.`
      : `Refund of ${money(amountMinor)} ${state}.`,
  };
}

/**
 * Retries a pending refund from the detail page (after a reload, a 503, a dead process): the same
 * refund row and idempotency key, so the gateway is asked about it, or asked again, and never
 * refunds twice. Audited whatever comes of it.
 */
export async function retryRefundFromConsole(
  deps: PaymentDeps,
  input: ConsoleRetryInput,
): Promise<ConsoleRefundResult> {
  const [pending] = await deps.db
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.id, input.refundId), eq(refunds.preorderId, input.preorderId)));
  if (!pending)
    return { ok: false, status: 404, field: "refundId", error: "No such refund on this pre-order" };
  const { money } = (await refundOrder(deps.db, input.preorderId))!;
  if (pending.status !== "pending") {
    return {
      ok: false,
      status: 409,
      field: "refundId",
      error: `This refund of ${money(pending.amount)} is already ${pending.status}`,
    };
  }
  // This row alone: a refund spanning two payments is retried part by part.
  const outcome = (await retryRefund(deps, input.preorderId, input.refundId))!;
  await audit(deps.db, {
    operatorEmail: input.operatorEmail,
    action: "refund.retry",
    preorderId: input.preorderId,
    detail: `refund ${input.refundId} of ${pending.amount} (${money(pending.amount)}): ${
      outcome.ok ? outcome.refund.status : `${outcome.status} ${outcome.error}`
    }`,
  });
  if (!outcome.ok) return { ok: false, status: outcome.status, field: "refundId", error: outcome.error };
  const { refund } = outcome;
  return {
    ok: true,
    refund,
    duplicate: true,
    message:
      refund.status === "pending"
        ? `The refund of ${money(refund.amount)} is with the gateway and still pending; nothing was refunded twice.`
        : `The refund of ${money(refund.amount)} is ${refund.status}; nothing was refunded twice.`,
  };
}

/**
 * The confirmation step of a refund: the order, what is left, and the amount asked ("the rest",
 * or as typed in the order's currency) checked against it. Nothing is reserved or sent here: the
 * operator sees the amount first, and only the confirmation's post refunds. Null: no such order.
 */
export async function refundPreview(
  db: Database,
  preorderId: string,
  ask: { rest: true } | { typed: string | null },
): Promise<RefundPreview | null> {
  const order = await refundOrder(db, preorderId);
  if (!order) return null;
  const { money, ...facts } = order;
  const plan = await refundPlan(db, preorderId);
  const canRefund = isRefundable(facts.status) && plan.left > 0;
  let amount: number | undefined;
  let error: string | null = null;
  if ("rest" in ask) amount = plan.left;
  else if (ask.typed !== null && ask.typed.trim() !== "") {
    amount = parseAmountToMinor(ask.typed);
    if (amount === undefined || amount < 1) error = "Enter an amount like 2800 or 2800.50";
    else if (amount > plan.left) error = `That is more than is left to refund: at most ${money(plan.left)}`;
  }
  const parts = canRefund && amount !== undefined && !error ? splitRefund(plan.payments, amount) : null;
  return {
    id: preorderId,
    ...facts,
    canRefund,
    refundable: plan.left,
    refund: parts ? { amount: amount!, parts: parts.map(({ kind, amount }) => ({ kind, amount })) } : null,
    error,
  };
}
