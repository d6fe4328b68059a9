/**
 * The refund half of `npm run bench:faults`: operators refund paid pre-orders from the console of
 * the production server (its own process) while the gateway answers 5xx, times out, the process is
 * killed with `kill -9`, and (PostgreSQL) every app connection is terminated. Razorpay is the HTTP
 * fake in this process, so the gateway outlives the app as the real one does. Recovery is a
 * restart and the reconciler's passes; then the database, the gateway and the SMTP peer are read.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { simpleParser } from "mailparser";
import pg from "pg";
import {
  startFakeRazorpay,
  type FakeBehaviour,
  type FakeRazorpay,
} from "../../tests/support/fakes/razorpay-server.ts";
import { startSmtpPeer, type SmtpPeer } from "../../tests/support/fakes/smtp-peer.ts";
import { restartableInstance } from "./restartable.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { freePort } from "../../tests/support/server-process.ts";

const OPERATOR = "ops@luxid.example";
const PER_FAULT = Number(process.env.REFUNDS_PER_FAULT ?? 12);

export interface RefundRow {
  engine: string;
  fault: string;
  refunds: number;
  /** Refund requests answered 200 at once; the rest were 503 (retry) or cut off. */
  answered: number;
  processedOnce: number;
  refundedTwice: number;
  stuckPending: number;
  failed: number;
  contradictingEmails: number;
  /** Refunds the gateway made that the shop did not record as processed. */
  lost: number;
  /** The same e-mail (Message-ID) delivered again after a kill: at-least-once delivery. */
  redelivered: number;
  /** Refund e-mails claimed by a killed process, sent once its lease (2 min) ends: queued, not lost. */
  leasedEmails: number;
  /** Refused before anything was reserved (503 while the database was unreachable): nothing refunded, the form still offered. */
  notReserved: number;
  recoverySeconds: number;
}

/** A console visitor: one cookie, form posts from our own origin. */
function operator(base: () => string) {
  let cookie = "";
  const request = async (p: string, init: RequestInit = {}) => {
    const res = await fetch(`${base()}${p}`, {
      redirect: "manual",
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(20_000),
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return res;
  };
  return {
    get: (p: string) => request(p),
    post: (p: string, fields: Record<string, string>) =>
      request(p, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base() },
      }),
  };
}

async function json(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return (await res.json().catch(() => ({}))) as Record<string, unknown>;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** A paid glasses pre-order (through the fake gateway) and the buyer's address. */
async function paidOrder(url: string, rzp: FakeRazorpay, n: number) {
  const email = `refund-${n}-${randomBytes(3).toString("hex")}@example.com`;
  const saved = await json(`${url}/api/preorders`, {
    name: `Refund Buyer ${n}`,
    email,
    phone: "+91 98450 12345",
    address: "12 MG Road, Bengaluru, Karnataka 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  const id = saved.id as string;
  const order = await json(`${url}/api/payments/create`, { preorderId: id });
  const checkout = rzp.pay(order.orderId as string);
  await json(`${url}/api/payments/verify`, { ...checkout, preorderId: id });
  return { id, email };
}

interface Fault {
  name: string;
  postgresOnly?: boolean;
  /** Runs the refunds of `forms` under the fault; answers how many were answered 200 at once. */
  run(ctx: FaultContext, forms: RefundForm[]): Promise<number>;
}

interface RefundForm {
  id: string;
  csrf: string;
  key: string;
}

interface FaultContext {
  rzp: FakeRazorpay;
  ops: ReturnType<typeof operator>;
  app: { kill9(): Promise<void>; start(): Promise<void> };
  terminateBackends(): Promise<number>;
  /** Refund rows in the database (PostgreSQL only: read over a connection of the bench's own). */
  reservedRefunds(): Promise<number>;
}

const refundAll = (ctx: FaultContext, forms: RefundForm[]) =>
  Promise.all(
    forms.map((f) =>
      ctx.ops
        .post(`/admin/preorders/${f.id}`, {
          intent: "refund",
          kind: "full",
          idempotencyKey: f.key,
          csrf: f.csrf,
        })
        .then((r) => r.status === 200)
        .catch(() => false),
    ),
  ).then((answers) => answers.filter(Boolean).length);

async function withBehaviour<T>(rzp: FakeRazorpay, behaviour: FakeBehaviour, work: () => Promise<T>) {
  rzp.behaviour = behaviour;
  try {
    return await work();
  } finally {
    rzp.behaviour = "normal";
  }
}

const FAULTS: Fault[] = [
  {
    // Half never reach the gateway's books, half are made and still answered 502.
    name: "gateway 5xx",
    async run(ctx, forms) {
      const half = Math.ceil(forms.length / 2);
      return (
        (await withBehaviour(ctx.rzp, "server_error", () => refundAll(ctx, forms.slice(0, half)))) +
        (await withBehaviour(ctx.rzp, "server_error_made", () => refundAll(ctx, forms.slice(half))))
      );
    },
  },
  {
    // Every answer comes after the app's time-out; the gateway makes each refund anyway.
    name: "gateway time-outs",
    run(ctx, forms) {
      ctx.rzp.slowMs = 1_500;
      return withBehaviour(ctx.rzp, "slow_made", () => refundAll(ctx, forms));
    },
  },
  {
    // The app dies with refunds reserved and asked for; the gateway makes them after it is gone.
    name: "kill -9 during refunds, restarted",
    async run(ctx, forms) {
      ctx.rzp.slowMs = 500;
      const posts = () => ctx.rzp.requests.filter((r) => r.endsWith("/refund")).length;
      const before = posts();
      ctx.rzp.behaviour = "slow_made";
      const asked = refundAll(ctx, forms);
      await until(() => Promise.resolve(posts() - before >= forms.length), 20_000);
      await ctx.app.kill9();
      const answered = await asked;
      ctx.rzp.behaviour = "normal";
      await ctx.app.start();
      return answered;
    },
  },
  {
    name: "pg_terminate_backend during refunds",
    postgresOnly: true,
    async run(ctx, forms) {
      let done = false;
      const asked = refundAll(ctx, forms).finally(() => (done = true));
      // Every app connection is killed three times, each once more refunds have been reserved,
      // so reservations, gateway answers and settlements are cut part-way.
      for (let i = 0; i < 3 && !done; i++) {
        const before = await ctx.reservedRefunds();
        await until(async () => done || (await ctx.reservedRefunds()) > before, 10_000);
        await ctx.terminateBackends();
      }
      return asked;
    },
  },
];

/** Every fault on one engine, one app instance, then recovery and the ledger. */
export async function runRefundFaults(
  engine: "pglite" | "postgres",
  adminUrl?: string,
): Promise<RefundRow[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "luxid-bench-refunds-"));
  const smtp: SmtpPeer = await startSmtpPeer();
  const rzp = await startFakeRazorpay();
  rzp.refundsProcessAtOnce = true;
  const scratch =
    engine === "postgres" ? await createScratchDatabase(adminUrl!, "luxid_bench_refunds") : undefined;
  const databaseUrl = scratch?.url;
  const environment = {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OPERATOR_EMAILS: OPERATOR,
    RAZORPAY_KEY_ID: rzp.keyId,
    RAZORPAY_KEY_SECRET: rzp.keySecret,
    RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    RAZORPAY_API_BASE: rzp.url,
    // A refund nobody answered is retried after twice this: 2 s.
    PAYMENTS_TIMEOUT_MS: "1000",
    RECONCILE_INTERVAL_MS: "300",
    OUTBOX_INTERVAL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "300",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const port = await freePort();
  const app = restartableInstance(environment, port);

  await app.start();
  const url = `http://127.0.0.1:${port}`;
  const ops = operator(() => url);
  await ops.post("/admin", { email: OPERATOR });
  let token: string | undefined;
  await until(async () => {
    const mail = smtp.messages.find((m) => m.to.includes(OPERATOR));
    token = mail ? /token=([\w-]+)/.exec((await simpleParser(mail.raw)).text ?? "")?.[1] : undefined;
    return token !== undefined;
  }, 15_000);
  await ops.post("/admin/verify", { token: token! });

  const admin = adminUrl && engine === "postgres" ? new pg.Client({ connectionString: adminUrl }) : undefined;
  await admin?.connect();
  const ctx: FaultContext = {
    rzp,
    ops,
    app,
    async reservedRefunds() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ n: number }>("select count(*)::int as n from luxid_refunds")).rows[0]!.n;
      } finally {
        await client.end();
      }
    },
    async terminateBackends() {
      const result = await admin!.query<{ n: number }>(
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and application_name = 'luxid'",
        [scratch!.name],
      );
      return result.rows[0]!.n;
    },
  };

  const faults = FAULTS.filter((f) => !f.postgresOnly || engine === "postgres");
  const groups: { fault: string; ids: string[]; emails: Map<string, string>; answered: number }[] = [];
  let n = 0;
  for (const fault of faults) {
    const orders = [];
    for (let i = 0; i < PER_FAULT; i++) orders.push(await paidOrder(url, rzp, n++));
    const forms: RefundForm[] = [];
    for (const o of orders) {
      const html = await (await ops.get(`/admin/preorders/${o.id}`)).text();
      forms.push({
        id: o.id,
        csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]!,
        key: /name="kind" value="full"\/><input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(
          html,
        )![1]!,
      });
    }
    const answered = await fault.run(ctx, forms);
    groups.push({
      fault: fault.name,
      ids: orders.map((o) => o.id),
      emails: new Map(orders.map((o) => [o.id, o.email])),
      answered,
    });
  }

  // Recovery: the reconciler's passes (every 300 ms, retrying refunds untouched for 2 s), until
  // no refund is pending or a minute has gone by.
  const recoveryStarted = performance.now();
  await until(async () => {
    const page = await (await ops.get("/admin/dashboard")).text();
    return page.includes("No refund is pending or failed.");
  }, 60_000);
  const recoverySeconds = (performance.now() - recoveryStarted) / 1000;
  const allIds = groups.flatMap((g) => g.ids);
  // The buyers' refund e-mails, waited for (the outbox sends every 200 ms).
  const refundMails = async () => {
    const parsed = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)));
    return parsed.filter((m) => m.subject?.includes("Refund of"));
  };
  await until(async () => (await refundMails()).length >= allIds.length, 30_000);
  await app.stop();
  await admin?.end();

  // The ledger, read once the app has stopped.
  const query = async <T>(text: string, values: unknown[]): Promise<T[]> => {
    if (engine === "postgres") {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    }
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      return (await db.query<T>(text, values)).rows;
    } finally {
      await db.close();
    }
  };
  const refundRows = await query<{
    id: string;
    preorder_id: string;
    status: string;
    gateway_refund_id: string | null;
  }>("select id, preorder_id, status, gateway_refund_id from luxid_refunds", []);
  const orderRows = await query<{ id: string; status: string; email: string; gateway_payment_id: string }>(
    "select id, status, email, gateway_payment_id from luxid_preorders",
    [],
  );
  const mails = await refundMails();
  const queued = new Set(
    (
      await query<{ preorder_id: string }>(
        "select preorder_id from luxid_outbox where kind = 'refund_email' and sent_at is null",
        [],
      )
    ).map((r) => r.preorder_id),
  );
  const rows: RefundRow[] = [];
  for (const group of groups) {
    const mine = new Set(group.ids);
    const orders = orderRows.filter((o) => mine.has(o.id));
    const recorded = refundRows.filter((r) => mine.has(r.preorder_id));
    const atGateway = orders.map((o) =>
      [...rzp.refunds.values()].filter((r) => r.payment_id === o.gateway_payment_id),
    );
    const processedIds = new Set(
      recorded.filter((r) => r.status === "processed").map((r) => r.gateway_refund_id),
    );
    const mailsTo = (email: string) => mails.filter((m) => m.to && JSON.stringify(m.to).includes(email));
    // One e-mail is one Message-ID (the outbox row): a process killed between the SMTP answer and
    // marking the row sent delivers it again, which mail clients show once.
    const mailCount = (email: string) => new Set(mailsTo(email).map((m) => m.messageId)).size;
    if (process.env.BENCH_DEBUG) {
      orders.forEach((o, i) =>
        console.error(
          group.fault,
          o.status,
          atGateway[i]!.length,
          mailCount(o.email),
          recorded.filter((r) => r.preorder_id === o.id).map((r) => r.status),
        ),
      );
    }
    rows.push({
      engine: engine === "postgres" ? "PostgreSQL" : "PGlite",
      fault: group.fault,
      refunds: group.ids.length,
      answered: group.answered,
      processedOnce: orders.filter(
        (o, i) =>
          atGateway[i]!.length === 1 &&
          o.status === "refunded" &&
          (mailCount(o.email) === 1 || (mailCount(o.email) === 0 && queued.has(o.id))),
      ).length,
      refundedTwice: atGateway.filter((list) => list.length > 1).length,
      stuckPending: recorded.filter((r) => r.status === "pending").length,
      failed: recorded.filter((r) => r.status === "failed").length,
      // Every refund is in full: its e-mail says the order is cancelled, so the order must be refunded.
      contradictingEmails: orders.filter((o) => mailCount(o.email) > 0 && o.status !== "refunded").length,
      lost: atGateway.flat().filter((r) => !processedIds.has(r.id)).length,
      leasedEmails: orders.filter((o) => mailCount(o.email) === 0 && queued.has(o.id)).length,
      notReserved: orders.filter((o) => !recorded.some((r) => r.preorder_id === o.id)).length,
      redelivered: orders.reduce((sum, o) => sum + mailsTo(o.email).length - mailCount(o.email), 0),
      recoverySeconds,
    });
  }
  await scratch?.drop();
  await rzp.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
  return rows;
}
