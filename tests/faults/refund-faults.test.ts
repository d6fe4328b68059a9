import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, preorders, refunds } from "../../db/schema";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { requestRefund } from "../../app/features/payments/server/refunds.server";
import { openDatabase, type Database } from "../../app/lib/db.server";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { startSmtpPeer, type SmtpPeer } from "../support/fakes/smtp-peer";
import { startApp, type TestApp } from "../support/app";
import { describePostgres } from "../support/describe-postgres";
import { engines, type TestDatabase } from "../support/engines";
import { newPreorder, post } from "../support/http";
import { consoleClient, OPERATOR } from "../support/operators";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { eventually } from "../support/faults";

/** A count(*)::int query's answer (both drivers answer `{ rows }`). */
async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await db.execute(query);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * What must hold once the faults are over and the reconciler has run: no refund pending, each
 * order refunded by exactly one refund at the gateway, one buyer e-mail per processed refund, and
 * no refund e-mail for an order whose state says otherwise.
 */
async function refundLedger(db: Database, ids: readonly string[]) {
  const orders = await db
    .select()
    .from(preorders)
    .where(inArray(preorders.id, [...ids]));
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.preorderId, [...ids]));
  const mails = (
    await db
      .select()
      .from(outbox)
      .where(inArray(outbox.preorderId, [...ids]))
  ).filter((r) => r.kind === "refund_email");
  const status = new Map(orders.map((o) => [o.id, o.status]));
  return {
    pending: rows.filter((r) => r.status === "pending").length,
    processed: rows.filter((r) => r.status === "processed").length,
    refundEmails: mails.length,
    // Every refund here is in full: its e-mail says "refunded in full, your pre-order is cancelled".
    contradicting: mails.filter((m) => status.get(m.preorderId!) !== "refunded").length,
    refundedOrders: orders.filter((o) => o.status === "refunded").length,
    paymentIds: orders.map((o) => o.gatewayPaymentId!),
  };
}

// The link to a PostgreSQL server: PGlite runs inside the process and has no link to cut.
describePostgres("refunds while backends die", (engine) => {
  let db: TestDatabase;
  let admin: pg.Client;
  let app: TestApp;

  beforeAll(async () => {
    db = await engine.create();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // The sandbox gateway: its webhooks are delivered in-process, racing each refund's answer.
    app = await startApp({
      ...db.env,
      DATA_DIR: "memory://",
      PAYMENTS_MODE: "sandbox",
      PAYMENTS_TIMEOUT_MS: "50",
      OUTBOX_INTERVAL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "50",
      RECONCILE_INTERVAL_MS: "3600000",
      RATE_LIMIT_DISABLED: "true",
    });
  });
  afterAll(async () => {
    await app?.close();
    await admin?.end();
    await db?.drop();
  });

  test(
    "pg_terminate_backend during 16 refunds: after recovery none pending, each refunded once, no e-mail contradicts its order",
    { timeout: 120_000 },
    async () => {
      const services = app.running.services;
      const database = services.database.db;
      const dbName = new URL(db.env.DATABASE_URL!).pathname.slice(1);
      const ids: string[] = [];
      for (let i = 0; i < 16; i++) {
        const { id } = await newPreorder(app);
        const order = await post(app, "/api/payments/create", { preorderId: id });
        const paid = await post(app, "/api/payments/sandbox", {
          orderId: order.json.orderId,
          outcome: "success",
        });
        expect((await post(app, "/api/payments/verify", { ...paid.json, preorderId: id })).status).toBe(200);
        ids.push(id);
      }
      await services.payments.sandbox!.settled();
      const bookings = new Map(
        (await database.select().from(preorders).where(inArray(preorders.id, ids))).map((p) => [
          p.id,
          p.preorderAmount,
        ]),
      );

      // Four refunds at a time; after each group's reservations, every app connection is killed,
      // so settlements and webhooks die part-way.
      let terminated = 0;
      for (let group = 0; group < 4; group++) {
        const batch = ids.slice(group * 4, group * 4 + 4);
        const asked = batch.map((id) =>
          requestRefund(paymentDeps(services), {
            preorderId: id,
            amountMinor: bookings.get(id)!,
            idempotencyKey: randomUUID(),
            actor: OPERATOR,
          }).catch(() => undefined),
        );
        // Killed once a reservation is in, or after the group (refused while the link was down).
        let done = false;
        void Promise.all(asked).then(() => (done = true));
        await eventually(async () => {
          const reserved = await count(
            database,
            sql`select count(*)::int as n from luxid_refunds where preorder_id in (${sql.join(
              batch.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          );
          return reserved >= 1 || done ? true : undefined;
        }, 10_000);
        const killed = await admin.query<{ n: number }>(
          "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and application_name = 'luxid'",
          [dbName],
        );
        terminated += killed.rows[0]!.n;
        await Promise.all(asked);
        // The next group starts once the app can reach the database again.
        await eventually(() => count(database, sql`select 1 as n`), 10_000);
      }
      expect(terminated).toBeGreaterThanOrEqual(4);

      // Recovery: the sandbox's retried webhooks, then reconciler passes until nothing is pending.
      await services.payments.sandbox!.settled();
      await eventually(async () => {
        await services.payments.reconciler.runOnce();
        const pending = await count(
          database,
          sql`select count(*)::int as n from luxid_refunds where status = 'pending'`,
        );
        return pending === 0 ? true : undefined;
      }, 30_000);
      await services.notifications.outbox.drain();

      const ledger = await refundLedger(database, ids);
      expect(ledger).toMatchObject({ pending: 0, contradicting: 0 });
      // Most refunds were reserved despite the faults (the rest were refused, never acknowledged).
      expect(ledger.processed).toBeGreaterThanOrEqual(8);
      expect(ledger.refundEmails).toBe(ledger.processed);
      expect(ledger.refundedOrders).toBe(ledger.processed);
      // Refunds refused before a row was written were never acknowledged; none was made twice.
      for (const paymentId of ledger.paymentIds) {
        const atGateway = await services.payments.gateway.fetchPaymentRefunds(paymentId);
        expect(atGateway.ok && atGateway.value.length).toBeLessThanOrEqual(1);
      }
      const rows = await database.select().from(refunds).where(inArray(refunds.preorderId, ids));
      expect(rows.every((r) => r.status === "processed")).toBe(true);
    },
  );
});

describe.each(engines())("kill -9 with refunds in flight on $name", (engine) => {
  let db: TestDatabase;
  let dataDir: string;
  let rzp: FakeRazorpay;
  let smtp: SmtpPeer;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    db = await engine.create();
    dataDir = await mkdtemp(path.join(tmpdir(), "luxid-refund-kill-"));
    rzp = await startFakeRazorpay();
    rzp.refundsProcessAtOnce = true;
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    // A failed test must not leave a server running.
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    }
    await rzp?.close();
    await smtp?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test(
    "the gateway makes refunds the killed process never recorded; after a restart the reconciler settles each once",
    { timeout: 180_000 },
    async () => {
      const environment = {
        ...db.env,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        OPERATOR_EMAILS: OPERATOR,
        RAZORPAY_KEY_ID: rzp.keyId,
        RAZORPAY_KEY_SECRET: rzp.keySecret,
        RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
        RAZORPAY_API_BASE: rzp.url,
        PAYMENTS_TIMEOUT_MS: "3000",
        OUTBOX_INTERVAL_MS: "100",
        OUTBOX_RETRY_BASE_MS: "100",
        RECONCILE_INTERVAL_MS: "200",
      };
      const first = await startServerProcess(environment);
      started.push(first);
      const app = { url: first.url } as TestApp;
      const ops = consoleClient(app, "10.50.0.1");
      await ops.post("/admin", { email: OPERATOR });
      const token = await eventually(async () => {
        const mail = smtp.messages.find((m) => m.to.includes(OPERATOR));
        return mail ? /token=([\w-]+)/.exec((await simpleParser(mail.raw)).text ?? "")?.[1] : undefined;
      }, 10_000);
      expect((await ops.post("/admin/verify", { token })).status).toBe(302);

      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { id } = await newPreorder(app);
        const order = await post(app, "/api/payments/create", { preorderId: id });
        const checkout = rzp.pay(order.json.orderId!);
        expect((await post(app, "/api/payments/verify", { ...checkout, preorderId: id })).status).toBe(200);
        ids.push(id);
      }
      const forms = await Promise.all(
        ids.map(async (id) => {
          // The confirmation step of "refund the rest": the amount it names and its key.
          const html = await (await ops.get(`/admin/preorders/${id}/refund?rest=1`)).text();
          const form =
            /name="amount" value="(\d+)"\/><input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(
              html,
            )!;
          return { id, csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]!, amount: form[1]!, key: form[2]! };
        }),
      );

      // The gateway is slow and carries each refund out after the caller is gone: the process
      // dies with every refund reserved and asked for, none of the answers recorded.
      rzp.behaviour = "slow_made";
      rzp.slowMs = 1_000;
      const posts = () => rzp.requests.filter((r) => r.endsWith("/refund")).length;
      const before = posts();
      const asked = forms.map((f) =>
        ops
          .post(`/admin/preorders/${f.id}/refund`, { amount: f.amount, idempotencyKey: f.key, csrf: f.csrf })
          .catch(() => undefined),
      );
      await eventually(() => Promise.resolve(posts() - before >= ids.length ? true : undefined), 10_000);
      first.child.kill("SIGKILL");
      await first.exited;
      await Promise.all(asked);
      await eventually(() => Promise.resolve(rzp.refunds.size >= ids.length ? true : undefined), 10_000);
      rzp.behaviour = "normal";

      // Restarted on the same data: the reconciler's passes settle every refund from the gateway.
      const second = await startServerProcess(environment);
      started.push(second);
      const again = consoleClient({ url: second.url } as TestApp, "10.50.0.1");
      again.cookie = ops.cookie;
      await eventually(async () => {
        const pages = await Promise.all(
          ids.map(async (id) => (await again.get(`/admin/preorders/${id}`)).text()),
        );
        return pages.every((html) => html.includes("Refunded in full.")) ? true : undefined;
      }, 60_000);
      const dashboard = (await (await again.get("/admin/dashboard")).text()).replaceAll("<!-- -->", "");
      expect(dashboard).toContain("No refund is pending or failed.");
      // Every buyer's refund e-mail is out (confirmation + refund each) before the process stops.
      await eventually(async () => {
        const parsed = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)));
        return parsed.filter((m) => m.subject?.includes("Refund of")).length >= ids.length ? true : undefined;
      }, 30_000);
      second.child.kill("SIGTERM");
      await second.exited;

      const handle = await openDatabase({ databaseUrl: db.env.DATABASE_URL, dataDir });
      try {
        const ledger = await refundLedger(handle.db, ids);
        expect(ledger).toMatchObject({
          pending: 0,
          processed: ids.length,
          refundEmails: ids.length,
          contradicting: 0,
          refundedOrders: ids.length,
        });
        for (const paymentId of ledger.paymentIds) {
          expect([...rzp.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
        }
        const rows = await handle.db.select().from(refunds).where(inArray(refunds.preorderId, ids));
        // Asked again with the same key (our row id) or found by it: never a second refund.
        for (const row of rows) {
          const [made] = [...rzp.refunds.values()].filter((r) => r.receipt === row.id);
          expect(made).toMatchObject({ id: row.gatewayRefundId, status: "processed" });
        }
        expect(
          await handle.db.select().from(outbox).where(eq(outbox.kind, "staff_refund_failed_alert")),
        ).toHaveLength(0);
      } finally {
        await handle.close();
      }
      const parsed = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)));
      expect(parsed.filter((m) => m.subject?.includes("Refund of"))).toHaveLength(ids.length);
    },
  );
});
