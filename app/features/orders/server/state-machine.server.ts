import { and, eq, isNull } from "drizzle-orm";
import {
  paymentTransitions,
  preorders,
  type PreorderStatus,
  type ReviewResolution,
} from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { enqueueNotification, type OrderKind } from "~/features/notifications/server/enqueue.server";
import { issueDocumentsOnEntry } from "~/features/documents/server/issue.server";
import { nextStatus, type Actor, type PaymentEvent } from "../state-machine";

/**
 * The e-mails owed on entering a state (besides those a feature enqueues itself): the
 * confirmation and each alert once per order (the outbox's unique index).
 */
const MAIL_ON_ENTRY: Partial<Record<PreorderStatus, OrderKind[]>> = {
  paid: ["order_confirmation", "staff_paid_alert"],
  needs_review: ["staff_review_alert"],
  balance_due: ["balance_due"],
  balance_paid: ["balance_received"],
  shipped: ["order_dispatched"],
  delivered: ["order_delivered"],
};

/** When each state was entered, for the states whose date the buyer and the console show. */
const ENTERED_AT: Partial<Record<PreorderStatus, keyof typeof preorders.$inferInsert>> = {
  paid: "paidAt",
  balance_due: "balanceRequestedAt",
  balance_paid: "balancePaidAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
  cancelled: "cancelledAt",
};

export type TransitionSource = "create" | "callback" | "webhook" | "reconciler" | "operator" | "order_page";

/** The actor of the transition table behind each source (the buyer's browser creates and calls back). */
const ACTOR: Record<TransitionSource, Actor> = {
  create: "buyer",
  callback: "buyer",
  webhook: "webhook",
  reconciler: "reconciler",
  operator: "operator",
  // The holder of the order's link, on its page (a cancellation before dispatch).
  order_page: "buyer",
};

export interface ApplyInput {
  preorderId: string;
  event: PaymentEvent;
  source: TransitionSource;
  /** Audit note: ids and reasons only, never personal or card data. */
  detail?: string;
  /** Columns written together with the status, e.g. the gateway order or payment id, the carrier. */
  patch?: Partial<
    Pick<
      typeof preorders.$inferInsert,
      | "gatewayOrderId"
      | "gatewayPaymentId"
      | "balanceAmount"
      | "balanceCreditApplied"
      | "carrier"
      | "trackingNumber"
      | "prescriptionOverride"
      | "waveId"
      | "audioUrl"
    >
  >;
  /**
   * Further writes that must exist if and only if this transition happened (an operator's audit
   * row, the refund a review decided), run in its transaction after the compare-and-set won.
   */
  alsoInTransaction?: (tx: Transaction) => Promise<void>;
}

/** A transaction of either engine: `alsoInTransaction` and `applyTransitionIn` write with it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type ApplyOutcome =
  | { changed: true; from: PreorderStatus; to: PreorderStatus }
  | { changed: false; status: PreorderStatus; reason: string }
  | { changed: false; status: null; reason: "not_found" };

/**
 * Applies an event to a pre-order as a compare-and-set: `update … where id = ? and status = ?`, in
 * one transaction with its audit row and, on paid, the confirmation e-mail's outbox row. When a
 * concurrent writer (another instance, the webhook racing the callback) changed the status first,
 * the update touches no row; the event is then re-read against the new status.
 */
export async function applyTransition(db: Database, input: ApplyInput): Promise<ApplyOutcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select(decisionColumns).from(preorders).where(eq(preorders.id, input.preorderId));
    const step = decide(row, input);
    if (!("to" in step)) return step;
    const won = await db.transaction((tx) => writeTransition(tx, input, step));
    if (won) return { changed: true, from: step.from, to: step.to };
  }
  throw new Error("payment transition kept losing the race");
}

/**
 * The same step inside the caller's transaction, so what caused it (a refund row, its e-mail)
 * commits with the status or not at all. The pre-order's row is locked first: concurrent callers
 * queue behind it and each decides from the status the one before it committed.
 */
export async function applyTransitionIn(tx: Transaction, input: ApplyInput): Promise<ApplyOutcome> {
  const [row] = await tx
    .select(decisionColumns)
    .from(preorders)
    .where(eq(preorders.id, input.preorderId))
    .for("update");
  const step = decide(row, input);
  if (!("to" in step)) return step;
  await writeTransition(tx, input, step);
  return { changed: true, from: step.from, to: step.to };
}

/** What a transition decision reads of the pre-order. */
const decisionColumns = {
  status: preorders.status,
  amount: preorders.preorderAmount,
  currency: preorders.currency,
  total: preorders.totalAmount,
  balance: preorders.balanceAmount,
  reviewResolution: preorders.reviewResolution,
};

interface Step {
  from: PreorderStatus;
  to: PreorderStatus;
  review: ReturnType<typeof reviewDecision>;
}

/** Where the event takes the pre-order as read, or why it goes nowhere. */
function decide(
  row:
    | {
        status: PreorderStatus;
        amount: number;
        currency: string;
        total: number;
        balance: number | null;
        reviewResolution: ReviewResolution | null;
      }
    | undefined,
  { event, source }: ApplyInput,
): Step | Extract<ApplyOutcome, { changed: false }> {
  if (!row) return { changed: false, status: null, reason: "not_found" };
  const review = reviewDecision(event, row.total);
  if (review && row.reviewResolution) {
    return {
      changed: false,
      status: row.status,
      reason: `review already resolved (${row.reviewResolution})`,
    };
  }
  const decision = nextStatus(
    row.status,
    event,
    { amount: row.amount, currency: row.currency, balance: row.balance },
    ACTOR[source],
  );
  if (decision.to === null) return { changed: false, status: row.status, reason: decision.reason };
  return { from: row.status, to: decision.to, review };
}

/**
 * The compare-and-set, its audit row, the e-mails the new state owes and the caller's own writes;
 * false when it lost.
 */
async function writeTransition(
  tx: Transaction,
  input: ApplyInput,
  { from, to, review }: Step,
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(preorders)
    .set({
      status: to,
      updatedAt: now,
      ...(ENTERED_AT[to] && to !== from ? { [ENTERED_AT[to]]: now } : {}),
      ...input.patch,
      ...review?.columns,
    })
    .where(
      and(
        eq(preorders.id, input.preorderId),
        eq(preorders.status, from),
        // A review is decided once: the loser of two operators finds it resolved.
        review ? isNull(preorders.reviewResolution) : undefined,
      ),
    )
    .returning({ id: preorders.id });
  if (updated.length === 0) return false;
  await tx.insert(paymentTransitions).values({
    preorderId: input.preorderId,
    fromStatus: from,
    toStatus: to,
    source: input.source,
    detail: input.detail ?? describe(input.event),
  });
  // The e-mails this state owes, in the same transaction: they exist if and only if it happened.
  const kinds = MAIL_ON_ENTRY[to] ?? [];
  if (to !== from) {
    for (const kind of kinds) await enqueueNotification(tx, { kind, preorderId: input.preorderId });
    // The GST documents it owes (an advance's receipt voucher, the invoice at dispatch), numbered here.
    await issueDocumentsOnEntry(tx, input.preorderId, to);
  }
  await input.alsoInTransaction?.(tx);
  return true;
}

/**
 * What an operator's review decision writes with the status: the decision itself, and what the
 * gateway captured as the booking (the order's total stays, so the balance adjusts). Null for
 * every other event.
 */
function reviewDecision(event: PaymentEvent, total: number) {
  if (event.type !== "review_accepted" && event.type !== "review_refunded") return null;
  const resolution: ReviewResolution = event.type === "review_accepted" ? "accepted" : "refunded";
  return {
    columns: {
      reviewResolution: resolution,
      preorderAmount: event.amount,
      remainingAmount: Math.max(0, total - event.amount),
    },
  };
}

function describe(event: PaymentEvent): string {
  if (event.type === "payment_captured") return `${event.type} ${event.amount} ${event.currency}`;
  if (event.type === "refund_settled") return `${event.type} ${event.refunded}`;
  if (event.type === "review_accepted" || event.type === "review_refunded") {
    return `${event.type} ${event.amount} ${event.currency}`;
  }
  if (event.type === "balance_captured") return `${event.type} ${event.amount} ${event.currency}`;
  if (event.type === "unexpected_capture") {
    return `${event.type} ${event.paymentId} ${event.amount} ${event.currency}`;
  }
  return event.type;
}

/** Where it always was for its callers; notifications reads it from lib, below every feature. */
export { queuePosition } from "~/lib/queue-position.server";
