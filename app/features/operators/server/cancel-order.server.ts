import { preorders } from "../../../../db/schema";
import { CANCELLABLE, isIn } from "../../../../db/order-status";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { capturedPayments, refundPlan } from "~/features/payments/server/refund-plan.server";
import { leftInAll, splitRefund, type PaymentKind } from "~/features/payments/server/refund-split";
import { requestRefund, reserveRefundIn } from "~/features/payments/server/refunds.server";
import { applyTransition } from "~/features/orders/server/state-machine.server";
import { deleteBuyerRecordings } from "~/lib/voice-notes.server";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import { audit } from "~/lib/audit-log.server";
import { orderColumns } from "~/lib/order-reads.server";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";

/** The audit action of an operator's cancellation (written in its transaction). */
const ORDER_CANCELLED = "order.cancelled";

/** The idempotency key of the one refund a cancellation makes (split per payment under it). */
function cancelRefundKey(preorderId: string): string {
  return `cancel:${preorderId}`;
}

/** What the confirmation step shows: whether the order may be cancelled and what would go back. */
export interface CancellationPreview {
  id: string;
  reference: string;
  status: string;
  currency: Currency;
  cancellable: boolean;
  /** Everything still held, refunded per gateway payment (the balance's first). */
  refund: { total: number; parts: { kind: PaymentKind; amount: number }[] };
}

/** The confirmation step's facts, or null for an unknown order. */
export async function cancellationPreview(
  db: Database,
  preorderId: string,
): Promise<CancellationPreview | null> {
  const order = await orderColumns(db, preorderId, {
    reference: preorders.reference,
    status: preorders.status,
    currency: preorders.currency,
  });
  if (!order) return null;
  const plan = await refundPlan(db, preorderId);
  const parts = splitRefund(plan.payments, plan.left) ?? [];
  return {
    id: preorderId,
    ...order,
    cancellable: isIn(CANCELLABLE, order.status),
    refund: { total: plan.left, parts: parts.map(({ kind, amount }) => ({ kind, amount })) },
  };
}

export type CancelResult =
  { ok: true; message: string } | { ok: false; status: 404 | 409 | 422 | 503; error: string };

/** What the operator confirmed no longer matches what would be refunded: the cancellation rolls back. */
class RefundChanged extends Error {}

/** Who cancels: an operator from the console (audited), or the buyer from the order page. */
type Canceller = { operatorEmail: string } | { buyer: true };

/** The refund's actor and the transition's note for `who`. */
const actorOf = (who: Canceller) => ("buyer" in who ? "buyer (order page)" : who.operatorEmail);

/**
 * An operator cancels an order before dispatch. The `cancel` event is one compare-and-set (a
 * dispatch racing it wins or loses as a whole); in its transaction go the audit row, the voice
 * note's deletion (nothing is kept of a cancelled order's recording), the buyer's e-mail and the
 * refund of everything still captured, booking and balance, reserved per gateway payment. The
 * amount must be the one the operator confirmed, or nothing happens. Once committed, the gateway
 * is asked, under the cancellation's own key, so a retry or the reconciler never refunds twice.
 */
export function cancelOrder(
  deps: PaymentDeps,
  input: { preorderId: string; operatorEmail: string; confirmedRefund: number; reason: string },
): Promise<CancelResult> {
  return cancelAndRefund(deps, { operatorEmail: input.operatorEmail }, input);
}

/**
 * The buyer cancels from the order page, after a confirmation step that named the refund: the same
 * cancellation as an operator's (same key, same refund at once, same e-mail), with no audit row (the
 * audit log records what operators did; the order's history records the buyer's step).
 */
export function buyerCancelsOrder(
  deps: PaymentDeps,
  input: { preorderId: string; confirmedRefund: number; reason: string },
): Promise<CancelResult> {
  return cancelAndRefund(deps, { buyer: true }, input);
}

async function cancelAndRefund(
  deps: PaymentDeps,
  who: Canceller,
  input: { preorderId: string; confirmedRefund: number; reason: string },
): Promise<CancelResult> {
  const order = await orderColumns(deps.db, input.preorderId, { currency: preorders.currency });
  if (!order) return { ok: false, status: 404, error: "No such pre-order" };
  const money = (minor: number) => formatMoney(minor, order.currency);
  const reason = input.reason ? ` (${input.reason})` : "";
  const key = cancelRefundKey(input.preorderId);
  const actor = actorOf(who);

  let moved;
  try {
    moved = await applyTransition(deps.db, {
      preorderId: input.preorderId,
      event: { type: "cancel" },
      source: "buyer" in who ? "order_page" : "operator",
      detail: `${actor} cancels; ${input.confirmedRefund} ${order.currency} to refund`,
      alsoInTransaction: async (tx) => {
        const left = leftInAll(await capturedPayments(tx, input.preorderId));
        if (left !== input.confirmedRefund) throw new RefundChanged();
        if ("operatorEmail" in who) {
          await audit(tx, {
            operatorEmail: who.operatorEmail,
            action: ORDER_CANCELLED,
            preorderId: input.preorderId,
            detail: `cancelled before dispatch; ${left} ${order.currency} (${money(left)}) refunded${reason}`,
          });
        }
        await deleteBuyerRecordings(tx, input.preorderId);
        await enqueueNotification(tx, { kind: "order_cancelled", preorderId: input.preorderId });
        if (left === 0) return;
        const reserved = await reserveRefundIn(tx, {
          preorderId: input.preorderId,
          amountMinor: left,
          idempotencyKey: key,
          actor,
        });
        if ("ok" in reserved) throw new Error(`cancellation refund not reserved: ${reserved.error}`);
      },
    });
  } catch (error) {
    if (!(error instanceof RefundChanged)) throw error;
    return {
      ok: false,
      status: 409,
      error: "What would be refunded has changed since you confirmed: review the cancellation again.",
    };
  }
  if (!moved.changed) {
    return {
      ok: false,
      status: 409,
      error:
        moved.status === null
          ? "No such pre-order"
          : `This order can no longer be cancelled: it is ${moved.status.replace(/_/g, " ")}.`,
    };
  }
  if (input.confirmedRefund === 0) return { ok: true, message: "Order cancelled. Nothing was captured." };

  const refund = await requestRefund(deps, {
    preorderId: input.preorderId,
    amountMinor: input.confirmedRefund,
    idempotencyKey: key,
    actor,
  });
  const total = money(input.confirmedRefund);
  if (!refund.ok) {
    if ("operatorEmail" in who) {
      await audit(deps.db, {
        operatorEmail: who.operatorEmail,
        action: "refund.refused",
        preorderId: input.preorderId,
        detail: `cancellation refund of ${input.confirmedRefund} ${order.currency}: ${refund.status} ${refund.error}`,
      });
    }
    // The cancellation stands; the refund stays reserved under its key and is asked again.
    return {
      ok: false,
      status: refund.status === 503 ? 503 : 422,
      error:
        refund.status === 503
          ? `Order cancelled. The gateway did not confirm the refund of ${total} yet: it stays pending and is asked again with the same key.`
          : `Order cancelled, but the gateway refused the refund of ${total}: see the refunds below.`,
    };
  }
  if ("operatorEmail" in who) {
    for (const part of refund.parts) {
      await audit(deps.db, {
        operatorEmail: who.operatorEmail,
        action: "refund",
        preorderId: input.preorderId,
        detail: `refund ${part.id} of ${part.amount} ${part.currency} (${money(part.amount)}): ${part.status}`,
      });
    }
  }
  const done = refund.parts.every((p) => p.status === "processed");
  return {
    ok: true,
    message: `Order cancelled. Refund of ${total} ${done ? "processed" : "requested; the gateway confirms it shortly"}.`,
  };
}
