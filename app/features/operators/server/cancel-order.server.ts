import { preorders } from "../../../../db/schema";
import { CANCELLABLE, isIn } from "../../../../db/order-status";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { capturedPayments, refundPlan } from "~/features/payments/server/refund-plan.server";
import { leftInAll, splitRefund, type PaymentKind } from "~/features/payments/server/refund-split";
import { requestRefund, reserveRefundIn } from "~/features/payments/server/refunds.server";
import { applyTransition } from "~/features/orders/server/state-machine.server";
import { deleteVoiceNote } from "~/lib/voice-notes.server";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import { audit } from "~/lib/audit-log.server";
import { orderColumns } from "~/lib/order-reads.server";

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

/**
 * An operator cancels an order before dispatch. The `cancel` event is one compare-and-set (a
 * dispatch racing it wins or loses as a whole); in its transaction go the audit row, the voice
 * note's deletion (nothing is kept of a cancelled order's recording) and the refund of everything
 * still captured, booking and balance, reserved per gateway payment. The amount must be the one
 * the operator confirmed, or nothing happens. Once committed, the gateway is asked, under the
 * cancellation's own key, so a retry or the reconciler never refunds twice.
 */
export async function cancelOrder(
  deps: PaymentDeps,
  input: { preorderId: string; operatorEmail: string; confirmedRefund: number; reason: string },
): Promise<CancelResult> {
  const order = await orderColumns(deps.db, input.preorderId, { currency: preorders.currency });
  if (!order) return { ok: false, status: 404, error: "No such pre-order" };
  const money = (minor: number) => formatMoney(minor, order.currency);
  const reason = input.reason ? ` (${input.reason})` : "";
  const key = cancelRefundKey(input.preorderId);

  let moved;
  try {
    moved = await applyTransition(deps.db, {
      preorderId: input.preorderId,
      event: { type: "cancel" },
      source: "operator",
      detail: `${input.operatorEmail} cancels; ${input.confirmedRefund} ${order.currency} to refund`,
      alsoInTransaction: async (tx) => {
        const left = leftInAll(await capturedPayments(tx, input.preorderId));
        if (left !== input.confirmedRefund) throw new RefundChanged();
        await audit(tx, {
          operatorEmail: input.operatorEmail,
          action: ORDER_CANCELLED,
          preorderId: input.preorderId,
          detail: `cancelled before dispatch; ${left} ${order.currency} (${money(left)}) refunded${reason}`,
        });
        await deleteVoiceNote(tx, input.preorderId);
        if (left === 0) return;
        const reserved = await reserveRefundIn(tx, {
          preorderId: input.preorderId,
          amountMinor: left,
          idempotencyKey: key,
          actor: input.operatorEmail,
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
    actor: input.operatorEmail,
  });
  const total = money(input.confirmedRefund);
  if (!refund.ok) {
    await audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: "refund.refused",
      preorderId: input.preorderId,
      detail: `cancellation refund of ${input.confirmedRefund} ${order.currency}: ${refund.status} ${refund.error}`,
    });
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
  for (const part of refund.parts) {
    await audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: "refund",
      preorderId: input.preorderId,
      detail: `refund ${part.id} of ${part.amount} ${part.currency} (${money(part.amount)}): ${part.status}`,
    });
  }
  const done = refund.parts.every((p) => p.status === "processed");
  return {
    ok: true,
    message: `Order cancelled. Refund of ${total} ${done ? "processed" : "requested; the gateway confirms it shortly"}.`,
  };
}
