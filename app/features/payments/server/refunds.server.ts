import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { preorders, refunds, type RefundStatus } from "../../../../db/schema";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { isRefundable } from "~/features/payments/server/state-machine";
import { refundAtGateway, resolvePendingRefund } from "./refund-recovery.server";
import { refundedTotal, type RefundRow } from "./refund-settlement.server";
import type { Currency } from "~/lib/regions";

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
      refund: RefundView;
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

type Reservation = { kind: "new" | "existing"; row: RefundRow } | Extract<RefundOutcome, { ok: false }>;

/**
 * Refunds part or all of a paid pre-order's booking through the gateway.
 *
 * - The amount is reserved first: in one transaction holding the pre-order's row lock, processed
 *   and pending refunds plus this one must not exceed what was captured. A request that would is a
 *   409 and the gateway is never called.
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
  const reserved = await reserve(deps, request);
  if ("ok" in reserved) return reserved;
  const { row } = reserved;
  if (row.status !== "pending") {
    return { ok: true, refund: view(row), duplicate: true };
  }
  return callGateway(deps, row, reserved.kind === "existing");
}

async function findByKey(deps: PaymentDeps, key: string): Promise<RefundRow | undefined> {
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row;
}

function sameRequest(row: RefundRow, request: z.infer<typeof requestSchema>): Reservation {
  if (row.preorderId !== request.preorderId || row.amount !== request.amountMinor) {
    return {
      ok: false,
      status: 409,
      error: "This idempotency key was already used for a different refund",
      field: "idempotencyKey",
    };
  }
  return { kind: "existing", row };
}

async function reserve(deps: PaymentDeps, request: z.infer<typeof requestSchema>): Promise<Reservation> {
  const seen = await findByKey(deps, request.idempotencyKey);
  if (seen) return sameRequest(seen, request);

  return deps.db.transaction(async (tx): Promise<Reservation> => {
    // The row lock serialises refunds of one pre-order, so two operators cannot both take the rest.
    const [preorder] = await tx
      .select({
        id: preorders.id,
        status: preorders.status,
        captured: preorders.preorderAmount,
        currency: preorders.currency,
        paymentId: preorders.gatewayPaymentId,
      })
      .from(preorders)
      .where(eq(preorders.id, request.preorderId))
      .for("update");
    if (!preorder) return { ok: false, status: 404, error: "Pre-order not found", field: "preorderId" };
    // A concurrent request with this key may have committed while we waited for the lock.
    const [raced] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
    if (raced) return sameRequest(raced, request);
    const refundable =
      isRefundable(preorder.status) || (request.fromReview === true && preorder.status === "needs_review");
    if (!refundable || !preorder.paymentId) {
      return {
        ok: false,
        status: 409,
        error: `Only a paid pre-order can be refunded; this one is ${preorder.status.replace(/_/g, " ")}`,
        field: "preorderId",
      };
    }
    const left = preorder.captured - (await reservedTotal(tx, preorder.id));
    if (request.amountMinor > left) {
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
    const [row] = await tx
      .insert(refunds)
      .values({
        preorderId: preorder.id,
        amount: request.amountMinor,
        currency: preorder.currency,
        idempotencyKey: request.idempotencyKey,
        actor: request.actor,
      })
      .returning();
    return { kind: "new", row: row! };
  });
}

/** Processed and pending refunds together: what is no longer available to refund. */
async function reservedTotal(db: Pick<PaymentDeps["db"], "select">, preorderId: string): Promise<number> {
  const [committed] = await db
    .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(eq(refunds.preorderId, preorderId), inArray(refunds.status, ["pending", "processed"])));
  return Number(committed?.total ?? 0);
}

/** What an operator may still refund: the capture less processed and pending refunds. */
export async function refundableAmount(db: PaymentDeps["db"], preorderId: string): Promise<number> {
  const [preorder] = await db
    .select({ captured: preorders.preorderAmount })
    .from(preorders)
    .where(eq(preorders.id, preorderId));
  if (!preorder) return 0;
  return Math.max(0, preorder.captured - (await reservedTotal(db, preorderId)));
}

/** The refund an idempotency key already made, if any. */
export async function refundByKey(db: PaymentDeps["db"], key: string): Promise<RefundView | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row ? view(row) : undefined;
}

/**
 * Asks the gateway and answers the caller. A new reservation is sent straight away; a pending one
 * seen again (a retry after a lost answer, the console's retry after a reload) is first looked
 * up among the payment's refunds at the gateway, then asked for again with the same key.
 */
async function callGateway(deps: PaymentDeps, row: RefundRow, retry: boolean): Promise<RefundOutcome> {
  const answer = retry
    ? await resolvePendingRefund(deps, row, "operator")
    : await refundAtGateway(deps, row, "operator");
  if (answer.kind === "refused") {
    return { ok: false, status: 422, error: "The payment gateway refused this refund", field: "amountMinor" };
  }
  if (answer.kind === "unknown") {
    // The refund may or may not exist at the gateway. The amount stays reserved, and a retry
    // with the same key (the console's, or the reconciler's) asks again without refunding twice.
    return {
      ok: false,
      status: 503,
      error: "The payment gateway did not confirm the refund. Try again with the same request.",
    };
  }
  const [now] = await deps.db.select().from(refunds).where(eq(refunds.id, row.id));
  return { ok: true, refund: view(now!), duplicate: retry };
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
