import type { DatabaseHandle } from "~/lib/db.server";
import type { OutboxWorker } from "~/features/notifications/server/outbox-worker.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "./gateway";
import { createRazorpayGateway } from "./razorpay.server";
import { createReconciler, type Reconciler } from "./reconciler.server";
import { createSandboxGateway, type SandboxGateway } from "./sandbox.server";
import { handleWebhook } from "./webhook.server";
import type { OrderLinks } from "~/lib/order-links.server";

export interface PaymentServices {
  gateway: PaymentGateway;
  /** The in-process gateway when no Razorpay keys are set (TEST MODE dialog, tests). */
  sandbox: SandboxGateway | undefined;
  reconciler: Reconciler;
  /** Starts the reconciler. */
  start(): void;
  /** Stops it and the sandbox, waiting for work in progress. */
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * The gateway of PAYMENTS_MODE (Razorpay or the sandbox) and the reconciler. E-mails go through
 * notifications' outbox worker, which payment flows wake after queuing one.
 */
export function createPaymentServices(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  orderLinks: OrderLinks,
  outbox: OutboxWorker,
): PaymentServices {
  const sandbox = env.PAYMENTS_MODE === "sandbox" ? createSandboxGateway({ log }) : undefined;
  const gateway: PaymentGateway =
    sandbox ??
    createRazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE,
      timeoutMs: env.PAYMENTS_TIMEOUT_MS,
    });
  const deps = { db: database.db, gateway, log, outbox, orderLinks };
  const reconciler = createReconciler(deps, {
    intervalMs: env.RECONCILE_INTERVAL_MS,
    stuckAfterMs: 2 * MINUTE,
    expireAfterMs: 48 * 60 * MINUTE,
    balanceWindowMs: 14 * 24 * 60 * MINUTE,
    // Twice the gateway time-out: a refund request still in flight has given up by then.
    refunds: { retryAfterMs: 2 * env.PAYMENTS_TIMEOUT_MS, pollAfterMs: 15 * MINUTE },
  });
  if (sandbox && env.NODE_ENV === "production") {
    log.warn("payments run in TEST MODE (PAYMENTS_MODE=sandbox): no payment moves real money");
  }
  // The sandbox's signed webhooks go through the same handler as Razorpay's.
  // A handler error or a refusal fails the delivery, which the sandbox then retries.
  sandbox?.setWebhookSink(async (rawBody, headers) => {
    const answer = await handleWebhook(deps, rawBody, new Headers(headers));
    if (answer.status !== 200) throw new Error(`sandbox webhook answered ${answer.status}`);
  });
  return {
    gateway,
    sandbox,
    reconciler,
    start() {
      reconciler.start();
    },
    async stop() {
      await sandbox?.settled();
      await reconciler.stop();
    },
  };
}
