import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { paymentTransitions } from "../../db/schema";
import { createPaymentResponseSchema } from "../../app/features/payments/contract";
import { startFakeRazorpay, type FakeRazorpay } from "./fakes/razorpay-server";
import { startSmtpPeer, type SmtpPeer } from "./fakes/smtp-peer";
import { startApp, type TestApp } from "./app";
import type { EngineFactory } from "./engines";
import { post } from "./http";

/** The app on a fresh database, paying through a fake Razorpay and mailing through an SMTP peer. */
export interface PaymentsApp {
  app: TestApp;
  rzp: FakeRazorpay;
  smtp: SmtpPeer;
  /** The app's own database handle. */
  database(): TestApp["running"]["services"]["database"]["db"];
  /** How many recorded transitions moved the pre-order to `to`. */
  transitionsTo(id: string, to: string): Promise<number>;
  /** POST /api/payments/create for a stored pre-order; the answer must be a 200 of the contract's shape. */
  createOrder(id: string): Promise<ReturnType<typeof createPaymentResponseSchema.parse>>;
  close(): Promise<void>;
}

/**
 * Starts the fakes, a database of `engine` and the app wired to them: quick payment time-outs and
 * outbox retries, no reconciler pass and no rate limits during a test. `environment` adds to that.
 */
export async function startPaymentsApp(
  engine: EngineFactory,
  environment: Record<string, string> = {},
): Promise<PaymentsApp> {
  const rzp = await startFakeRazorpay();
  const smtp = await startSmtpPeer();
  const db = await engine.create().catch(async (error: unknown) => {
    await Promise.all([rzp.close(), smtp.close()]);
    throw error;
  });
  const app = await startApp({
    ...db.env,
    RAZORPAY_KEY_ID: rzp.keyId,
    RAZORPAY_KEY_SECRET: rzp.keySecret,
    RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    RAZORPAY_API_BASE: rzp.url,
    PAYMENTS_TIMEOUT_MS: "400",
    SMTP_URL: smtp.url,
    OUTBOX_INTERVAL_MS: "50",
    OUTBOX_RETRY_BASE_MS: "50",
    RECONCILE_INTERVAL_MS: "3600000",
    RATE_LIMIT_DISABLED: "true",
    ...environment,
  }).catch(async (error: unknown) => {
    await Promise.all([rzp.close(), smtp.close(), db.drop()]);
    throw error;
  });
  const database = () => app.running.services.database.db;
  return {
    app,
    rzp,
    smtp,
    database,
    async transitionsTo(id, to) {
      const rows = await database()
        .select()
        .from(paymentTransitions)
        .where(and(eq(paymentTransitions.preorderId, id), eq(paymentTransitions.toStatus, to as "paid")));
      return rows.length;
    },
    async createOrder(id) {
      const res = await post(app, "/api/payments/create", { preorderId: id });
      expect(res.status, res.text).toBe(200);
      return createPaymentResponseSchema.parse(res.json);
    },
    async close() {
      await app.close();
      await db.drop();
      await rzp.close();
      await smtp.close();
    },
  };
}
