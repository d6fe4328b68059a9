import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { preorders, refunds, type RefundStatus } from "../../../../db/schema";
import { IN_REVIEW, isIn } from "../../../../db/order-status";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { isRefundable } from "~/features/orders/state-machine";
import type { Database, Transaction } from "~/lib/db.server";
import type { Currency } from "~/lib/regions";
import { orderColumns } from "~/lib/order-reads.server";
import { capturedPayments } from "./refund-plan.server";
import { refundAtGateway, resolvePendingRefund } from "./refund-recovery.server";
import { refundedTotal, type RefundRow } from "./refund-settlement.server";
import { leftInAll, partKey, partKeys, splitRefund } from "./refund-split";

export interface RefundRequest {
  preorderId: string;
  /** Minor units of the pre-order's currency. */
  amountMinor: number;
  /** One per operator intent (the console's form carries it): a double click or retry reuses it. */
  idempotencyKey: string;
  /** Who asks: the signed-in operator's e-mail address. */
  actor: string;
  /**
   * Set by the review resolution only: the pre-order is parked in needs_review and the operator
   * refunds what was captured (recorded as its booking first).
   */
  fromReview?: boolean;
}

/** A refund as callers see it. */
export interface RefundView {
  id: string;
  preorderId: string;
  amount: number;
  currency: Currency;
  status: RefundStatus;
  gatewayRefundId: string | null;
  actor: string;
  createdAt: Date;
}

export type RefundOutcome =
  | {
      ok: true;
      /** The request's first part (its only one unless it spans the booking and the balance). */
      refund: RefundView;
      /** Every part of the request: one refund row per gateway payment it refunds. */
      parts: RefundView[];
      /** True when the key was seen before: nothing new was refunded. */ duplicate: boolean;
    }
  | {
      ok: false;
      /** 400 bad input, 404 unknown pre-order, 409 not refundable or too much, 422 refused by the gateway, 503 unknown (retry with the same key). */
      status: 400 | 404 | 409 | 422 | 503;
      error: string;
      field?: string;
      /** With a 409 for too large an amount: the most that can still be refunded. */
      refundable?: number;
    };

const requestSchema = z.object({
  preorderId: z.uuid("Invalid pre-order id"),
  amountMinor: z.number().int("Whole minor units only").positive("The amount must be positive"),
  idempotencyKey: z.string().trim().min(8, "Idempotency key too short").max(200),
  actor: z.string().trim().min(1, "Who is refunding?").max(320),
  fromReview: z.boolean().optional(),
});
type Request = z.infer<typeof requestSchema>;

const view = (r: RefundRow): RefundView => ({
  id: r.id,
  preorderId: r.preorderId,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  gatewayRefundId: r.gatewayRefundId,
  actor: r.actor,
  createdAt: r.createdAt,
});

type Failure = Extract<RefundOutcome, { ok: false }>;
type Reservation = { kind: "new" | "existing"; rows: RefundRow[] } | Failure;

/**
 * Refunds part or all of what a pre-order's payments captured (the booking's, and the balance's
 * once paid) through the gateway.
 *
 * - The amount is reserved first: in one transaction holding the pre-order's row lock, processed
 *   and pending refunds plus this one must not exceed what was captured, in all and per payment.
 *   A refund spanning both payments is one row per payment (refund-split.ts). A request that would
 *   exceed is a 409 and the gateway is never called.
 * - The same idempotency key answers the refund it created; while it is pending, the retry looks
 *   it up among the payment's refunds at the gateway (by our row id, sent as the receipt) and
 *   otherwise asks again with the same key, which Razorpay answers with the refund it already
 *   made. No lock is held across the gateway call. The reconciler does the same for refunds
 *   nobody retries.
 * - Processed refunds move the pre-order through the state machine and queue the buyer's e-mail,
 *   in one transaction.
 */
export async function requestRefund(deps: PaymentDeps, input: RefundRequest): Promise<RefundOutcome> {
  const parsed = requestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, status: 400, error: issue.message, field: issue.path.join(".") || "body" };
  }
  const request = parsed.data;
  const seen = await findByKey(deps.db, request.idempotencyKey);
  const reserved =
    seen.length > 0
      ? sameRequest(seen, request)
      : await deps.db.transaction((tx) => reserveRefundIn(tx, request));
  if ("ok" in reserved) return reserved;
  const { rows } = reserved;
  return callGateway(deps, rows, reserved.kind === "existing");
}

/** The rows a request key made (one per payment it refunds), oldest first. */
async function findByKey(db: Database | Transaction, key: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.idempotencyKey, partKeys(key)))
    .orderBy(refunds.createdAt);
}

function sameRequest(rows: RefundRow[], request: Request): Reservation {
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  if (rows.some((r) => r.preorderId !== request.preorderId) || total !== request.amountMinor) {
    return {
      ok: false,
      status: 409,
      error: "This idempotency key was already used for a different refund",
      field: "idempotencyKey",
    };
  }
  return { kind: "existing", rows };
}

/**
 * Reserves a refund in the caller's transaction: the pre-order's row is locked, the amount checked
 * against what is left of each captured payment, and one pending row written per payment it
 * takes from. A cancellation reserves its refund this way in the transaction that cancels, so the
 * two exist together or not at all; `requestRefund` with the same key then asks the gateway.
 */
export async function reserveRefundIn(tx: Transaction, input: RefundRequest): Promise<Reservation> {
  const request = requestSchema.parse(input);
  // The row lock serialises refunds of one pre-order, so two operators cannot both take the rest.
  const preorder = await orderColumns(
    tx,
    request.preorderId,
    { id: preorders.id, status: preorders.status, currency: preorders.currency },
    { lock: true },
  );
  if (!preorder) return { ok: false, status: 404, error: "Pre-order not found", field: "preorderId" };
  // A concurrent request with this key may have committed while we waited for the lock.
  const raced = await findByKey(tx, request.idempotencyKey);
  if (raced.length > 0) return sameRequest(raced, request);
  const payments = await capturedPayments(tx, preorder.id);
  const refundable =
    isRefundable(preorder.status) || (request.fromReview === true && isIn(IN_REVIEW, preorder.status));
  if (!refundable || payments.length === 0) {
    return {
      ok: false,
      status: 409,
      error: `Only a paid pre-order can be refunded; this one is ${preorder.status.replace(/_/g, " ")}`,
      field: "preorderId",
    };
  }
  const parts = splitRefund(payments, request.amountMinor);
  if (!parts) {
    const left = leftInAll(payments);
    return {
      ok: false,
      status: 409,
      error:
        left > 0
          ? `The refund exceeds what is left to refund (${left} in minor units)`
          : "Nothing is left to refund on this pre-order",
      field: "amountMinor",
      refundable: left,
    };
  }
  const rows = await tx
    .insert(refunds)
    .values(
      parts.map((part) => ({
        preorderId: preorder.id,
        amount: part.amount,
        currency: preorder.currency,
        idempotencyKey: partKey(request.idempotencyKey, part.kind),
        gatewayPaymentId: part.paymentId,
        actor: request.actor,
      })),
    )
    .returning();
  return { kind: "new", rows };
}

/** What an operator may still refund: every captured payment less its processed and pending refunds. */
export async function refundableAmount(db: PaymentDeps["db"], preorderId: string): Promise<number> {
  return leftInAll(await capturedPayments(db, preorderId));
}

/** The refund rows an idempotency key already made, if any (one per payment refunded). */
export async function refundsByKey(db: PaymentDeps["db"], key: string): Promise<RefundView[]> {
  return (await findByKey(db, key)).map(view);
}

/**
 * Asks the gateway about a pending refund row again (the console's retry after a reload, a 503, a
 * dead process): the same row and key, so the gateway never refunds twice. Null when no such row.
 */
export async function retryRefund(
  deps: PaymentDeps,
  preorderId: string,
  refundId: string,
): Promise<RefundOutcome | null> {
  const [row] = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.preorderId, preorderId)));
  return row ? callGateway(deps, [row], true) : null;
}

/**
 * Asks the gateway for each part and answers the caller. A new reservation is sent straight away;
 * a pending one seen again (a retry after a lost answer, the console's retry after a reload) is
 * first looked up among the payment's refunds at the gateway, then asked for again with the same
 * key. Rows already settled are answered as they stand.
 */
async function callGateway(deps: PaymentDeps, rows: RefundRow[], retry: boolean): Promise<RefundOutcome> {
  let refused = false;
  let unknown = false;
  for (const row of rows) {
    if (row.status !== "pending") continue;
    const answer = retry
      ? await resolvePendingRefund(deps, row, "operator")
      : await refundAtGateway(deps, row, "operator");
    if (answer.kind === "refused") refused = true;
    if (answer.kind === "unknown") unknown = true;
  }
  if (unknown) {
    // The refund may or may not exist at the gateway. The amount stays reserved, and a retry
    // with the same key (the console's, or the reconciler's) asks again without refunding twice.
    return {
      ok: false,
      status: 503,
      error: "The payment gateway did not confirm the refund. Try again with the same request.",
    };
  }
  if (refused) {
    return { ok: false, status: 422, error: "The payment gateway refused this refund", field: "amountMinor" };
  }
  const now = await deps.db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(refunds.createdAt);
  const parts = now.map(view);
  return { ok: true, refund: parts[0]!, parts, duplicate: retry };
}

/** Every refund of a pre-order, oldest first, and the totals the console shows next to them. */
export async function refundsOf(deps: Pick<PaymentDeps, "db">, preorderId: string) {
  const rows = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.preorderId, preorderId))
    .orderBy(refunds.createdAt);
  return { refunds: rows.map(view), refunded: await refundedTotal(deps.db, preorderId) };
}
