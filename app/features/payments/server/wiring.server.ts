import type { DatabaseHandle } from "~/lib/db.server";
import { createMailer, type Mailer } from "~/lib/email/mailer.server";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "./gateway";
import { createRazorpayGateway } from "./razorpay.server";
import { createReconciler, type Reconciler } from "./reconciler.server";
import { createSandboxGateway, type SandboxGateway } from "./sandbox.server";
import { handleWebhook } from "./webhook.server";
import type { OrderLinks } from "~/features/orders/server/order-links.server";
import { signInMailHandler } from "~/features/operators/server/sign-in-mail.server";
import { OPERATOR_SIGN_IN_EMAIL } from "~/features/operators/server/sign-in.server";

export interface PaymentServices {
  gateway: PaymentGateway;
  /** The in-process gateway when no Razorpay keys are set (TEST MODE dialog, tests). */
  sandbox: SandboxGateway | undefined;
  mailer: Mailer;
  outbox: OutboxWorker;
  reconciler: Reconciler;
  /** Starts the outbox worker and the reconciler. */
  start(): void;
  /** Stops them and waits for a pass in progress. */
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/** The gateway of PAYMENTS_MODE (Razorpay or the sandbox); the mailer; the outbox worker; the reconciler. */
export function createPaymentServices(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  orderLinks: OrderLinks,
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
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    subjectPrefix: env.PAYMENTS_MODE === "sandbox" ? "[TEST]" : undefined,
  });
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    log,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    support: {
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE ?? null,
      whatsapp: env.WHATSAPP_NUMBER ?? null,
    },
    testMode: env.PAYMENTS_MODE === "sandbox",
    siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ""),
    staffEmail: env.STAFF_EMAIL ?? env.SUPPORT_EMAIL,
    orderLinks,
    handlers: {
      [OPERATOR_SIGN_IN_EMAIL]: signInMailHandler({
        db: database.db,
        operatorEmails: env.OPERATOR_EMAILS,
        siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ""),
      }),
    },
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
    mailer,
    outbox,
    reconciler,
    start() {
      outbox.start();
      reconciler.start();
    },
    async stop() {
      await sandbox?.settled();
      await reconciler.stop();
      await outbox.stop();
      mailer.close();
    },
  };
}
