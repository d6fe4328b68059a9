import { and, inArray } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import { AWAITING_BOOKING } from "../../../../db/order-status";
import { periodicTask, type BackgroundJob } from "~/lib/periodic-task.server";
import { applyTransition } from "../../orders/server/state-machine.server";
import type { PaymentDeps } from "./payment-deps.server";
import { reconcileBalances } from "./balance-settle.server";
import { settleFromGateway } from "./settle.server";
import { recoverPendingRefunds, type RefundRecoveryOptions } from "./refund-recovery.server";
import { olderThan } from "./stale.server";

/** Its pass counts the pre-orders that changed status and the refunds settled. */
export type Reconciler = BackgroundJob;

export interface ReconcilerOptions {
  intervalMs: number;
  /** A pre-order untouched this long is "stuck": the callback and webhook have had their chance. */
  stuckAfterMs: number;
  /** Unpaid pre-orders older than this expire. */
  expireAfterMs: number;
  /** Balance gateway orders younger than this are asked about (older ones rely on the webhook). */
  balanceWindowMs: number;
  /** When pending refunds are retried or asked about (refund-recovery.server.ts). */
  refunds: RefundRecoveryOptions;
}

/**
 * Polls the gateway for pre-orders stuck awaiting payment (the buyer closed the tab, the webhook
 * never came) and moves them through the same state machine as the callback and webhook; then
 * settles or retries refunds left pending (same idempotency key, answered from the gateway).
 */
export function createReconciler(deps: PaymentDeps, options: ReconcilerOptions): Reconciler {
  async function pass(): Promise<number> {
    const now = Date.now();
    const stuck = await deps.db
      .select()
      .from(preorders)
      .where(
        and(
          // The booking stage of RECONCILABLE: a balance payment has a gateway order of its own.
          inArray(preorders.status, [...AWAITING_BOOKING]),
          olderThan(preorders.updatedAt, options.stuckAfterMs, now),
        ),
      )
      .limit(100);
    let changed = 0;
    for (const preorder of stuck) {
      const before = preorder.status;
      let after = before;
      if (preorder.gatewayOrderId) {
        const settled = await settleFromGateway(deps, preorder, "reconciler");
        if (!settled.ok) continue; // unknown is never paid, and never expired either: try again later
        after = settled.status;
      }
      if (after === before && preorder.createdAt.getTime() <= now - options.expireAfterMs) {
        const outcome = await applyTransition(deps.db, {
          preorderId: preorder.id,
          event: { type: "expire" },
          source: "reconciler",
        });
        if (outcome.changed) after = outcome.to;
      }
      if (after !== before) changed++;
    }
    changed += await reconcileBalances(deps, {
      stuckAfterMs: options.stuckAfterMs,
      windowMs: options.balanceWindowMs,
      now,
    });
    return changed + (await recoverPendingRefunds(deps, { ...options.refunds, now }));
  }

  const task = periodicTask(pass, options.intervalMs, (error: unknown) => {
    deps.log.error({ reason: error instanceof Error ? error.name : "unknown" }, "reconciler pass failed");
    return 0;
  });
  return { start: task.start, stop: task.stop, runOnce: task.run };
}
