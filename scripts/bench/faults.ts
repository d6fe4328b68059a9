/**
 * `npm run bench:faults` (after `npm run build`; PostgreSQL rows need TEST_DATABASE_URL): 200
 * concurrent buyers each store a pre-order and pay for it in the sandbox, against the production
 * server run as its own process, e-mails going to a real SMTP peer. Once on a steady server, once
 * with an instance killed by `kill -9` half-way and restarted. Prints a Markdown table of
 * pre-orders acknowledged (201), stored, lost (acknowledged but missing: must be 0), paid, and
 * confirmation e-mails received exactly once, for PGlite and PostgreSQL; writes it to
 * docs/benchmarks/faults.md. Then refunds under gateway 5xx, time-outs, kill -9 and (PostgreSQL)
 * terminated backends, recovered by a restart and the reconciler (scripts/bench/faults-refunds.ts;
 * REFUNDS_ONLY=1 runs only those and keeps the checkout figures already written). Exits 1 when
 * anything acknowledged was lost, an e-mail went twice, or a refund is stuck, lost, made twice or
 * e-mailed against its order's state.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startSmtpPeer, type SmtpPeer } from "../../tests/support/fakes/smtp-peer.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { runRefundFaults, type RefundRow } from "./faults-refunds.ts";
import { restartableInstance } from "./restartable.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { writeFormatted } from "../write-formatted.ts";

const BUYERS = Number(process.env.BUYERS ?? 200);
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

interface Row {
  engine: string;
  run: string;
  acknowledged: number;
  stored: number;
  lost: number;
  paid: number;
  emailsOnce: number;
  emailsTwiceOrMore: number;
  seconds: number;
}

async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * A buyer as the page behaves: the pre-order is retried with the same idempotency key until it is
 * acknowledged (on any instance), then paid on that instance; a payment cut short is not retried.
 */
async function buyer(urls: () => string[], n: number, acked: Map<string, string>, paid: Set<string>) {
  const email = `bench-${n}-${randomBytes(3).toString("hex")}@example.com`;
  const body = {
    name: `Bench Buyer ${n}`,
    email,
    phone: "+91 98450 12345",
    address: "12 MG Road, Bengaluru, Karnataka 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  };
  const deadline = performance.now() + 60_000;
  for (let attempt = 0; performance.now() < deadline; attempt++) {
    const list = urls();
    const url = list[(n + attempt) % list.length]!;
    try {
      const saved = await postJson(`${url}/api/preorders`, body);
      // A 201 whose body was cut off by the kill never reached the buyer: not an acknowledgement.
      const id = saved.json.id;
      if (saved.status !== 201 || typeof id !== "string") throw new Error(String(saved.status));
      acked.set(id, email);
      const order = await postJson(`${url}/api/payments/create`, { preorderId: id });
      const checkout = await postJson(`${url}/api/payments/sandbox`, {
        orderId: order.json.orderId,
        outcome: "success",
      });
      const verified = await postJson(`${url}/api/payments/verify`, { ...checkout.json, preorderId: id });
      if ((verified.json.data as { status?: string } | undefined)?.status === "SUCCESS") paid.add(id);
      return;
    } catch {
      if (acked.size > 0 && [...acked.values()].includes(email)) return; // stored; payment cut short
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
    }
  }
}

/** Confirmations received per buyer address (a buyer's only e-mail is the confirmation). */
function confirmations(smtp: SmtpPeer): Map<string, number> {
  const count = new Map<string, number>();
  for (const message of smtp.messages) {
    for (const to of message.to) if (to.startsWith("bench-")) count.set(to, (count.get(to) ?? 0) + 1);
  }
  return count;
}

async function run(engine: "pglite" | "postgres", kill: boolean): Promise<Row> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "luxid-bench-"));
  const smtp = await startSmtpPeer();
  const scratch = engine === "postgres" ? await createScratchDatabase(adminUrl!, "luxid_bench") : undefined;
  const databaseUrl = scratch?.url;
  const environment = {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OUTBOX_INTERVAL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "500",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // PostgreSQL: two instances share the database, as behind a load balancer. PGlite: one process.
  const count = engine === "postgres" ? 2 : 1;
  const instances = [];
  for (let i = 0; i < count; i++) instances.push(restartableInstance(environment, await freePort()));
  await Promise.all(instances.map((i) => i.start()));
  let up = instances.map((i) => i.url);

  const acked = new Map<string, string>();
  const paid = new Set<string>();
  const started = performance.now();
  const buyers = Array.from({ length: BUYERS }, (_, n) => buyer(() => up, n, acked, paid));
  if (kill) {
    // Half-way, the first instance dies without warning and is started again.
    while (acked.size < BUYERS / 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const victim = instances[0]!;
    up = instances.length > 1 ? up.filter((u) => u !== victim.url) : up;
    await victim.kill9();
    await victim.start();
    up = instances.map((i) => i.url);
  }
  await Promise.all(buyers);
  const seconds = (performance.now() - started) / 1000;

  // Every paid pre-order's confirmation, waited for (the outbox sends every 200 ms).
  const emailDeadline = performance.now() + 30_000;
  while (performance.now() < emailDeadline) {
    if ([...paid].every((id) => confirmations(smtp).has(acked.get(id)!))) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await Promise.all(instances.map((i) => i.stop()));

  let storedIds: Set<string>;
  if (engine === "postgres") {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    storedIds = new Set(
      (await client.query<{ id: string }>("select id from luxid_preorders")).rows.map((r) => r.id),
    );
    for (const [id, email] of acked) {
      if (storedIds.has(id) || !process.env.BENCH_DEBUG) continue;
      const rows = (await client.query("select id, status from luxid_preorders where email = $1", [email]))
        .rows;
      console.error("lost", id, email, JSON.stringify(rows));
    }
    await client.end();
    await scratch!.drop();
  } else {
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    storedIds = new Set(
      (await db.query<{ id: string }>("select id from luxid_preorders")).rows.map((r) => r.id),
    );
    await db.close();
  }
  const received = confirmations(smtp);
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });

  const stored = [...acked.keys()].filter((id) => storedIds.has(id)).length;
  return {
    engine: engine === "postgres" ? "PostgreSQL (2 instances)" : "PGlite (1 instance)",
    run: kill ? "kill -9 half-way, restarted" : "steady",
    acknowledged: acked.size,
    stored,
    lost: acked.size - stored,
    paid: paid.size,
    emailsOnce: [...paid].filter((id) => received.get(acked.get(id)!) === 1).length,
    emailsTwiceOrMore: [...received.values()].filter((n) => n > 1).length,
    seconds,
  };
}

const engines = (process.env.ENGINES?.split(",") ?? (adminUrl ? ["pglite", "postgres"] : ["pglite"])) as (
  "pglite" | "postgres"
)[];
if (!adminUrl) console.warn("TEST_DATABASE_URL is not set: PGlite rows only");
const rows: Row[] = [];
for (const engine of process.env.REFUNDS_ONLY ? [] : engines) {
  for (const kill of process.env.KILL_ONLY ? [true] : [false, true]) {
    const row = await run(engine, kill);
    console.log(JSON.stringify(row));
    rows.push(row);
  }
}
const refundRows: RefundRow[] = [];
for (const engine of engines) {
  const result = await runRefundFaults(engine, adminUrl);
  for (const row of result) console.log(JSON.stringify(row));
  refundRows.push(...result);
}

const previous = await readFile(path.resolve("docs/benchmarks/faults.md"), "utf8").catch(() => "");
const checkoutTable = [
  "| database | run | buyers | acknowledged | stored | lost | paid | confirmation e-mails received once | received twice or more | seconds |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.engine} | ${r.run} | ${BUYERS} | ${r.acknowledged} | ${r.stored} | ${r.lost} | ${r.paid} | ${r.emailsOnce} | ${r.emailsTwiceOrMore} | ${r.seconds.toFixed(1)} |`,
  ),
].join("\n");
const checkout =
  rows.length > 0
    ? `# Faults under load (\`npm run bench:faults\`)

${BUYERS} concurrent buyers each store a pre-order (retrying with the same idempotency key until it
is acknowledged) and pay for it in the sandbox; e-mails go to a real SMTP peer. "kill -9" kills the
first instance without warning once half the pre-orders are acknowledged and starts it again on the
same data. A payment cut short by the kill is not retried, so "paid" can be below "acknowledged";
what must hold is lost = 0 and no e-mail received twice.

Run on ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, Node ${process.versions.node}.

${checkoutTable}
`
    : previous.split("\n## Refunds under faults")[0]!.trimEnd() + "\n";
const refundTable = [
  "| database | fault | refunds | answered 200 at once | refused before reserving (nothing refunded) | processed once (one refund at the gateway, order refunded, one e-mail) | refunded twice | stuck pending | failed | contradicting e-mails | lost | same e-mail delivered again | refund e-mail still leased by the killed process | recovery seconds |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...refundRows.map(
    (r) =>
      `| ${r.engine} | ${r.fault} | ${r.refunds} | ${r.answered} | ${r.notReserved} | ${r.processedOnce} | ${r.refundedTwice} | ${r.stuckPending} | ${r.failed} | ${r.contradictingEmails} | ${r.lost} | ${r.redelivered} | ${r.leasedEmails} | ${r.recoverySeconds.toFixed(1)} |`,
  ),
].join("\n");
const markdown = `${checkout}
## Refunds under faults

An operator refunds paid glasses pre-orders in full from the console of the production server (its
own process; Razorpay is the HTTP fake in the bench process, so the gateway outlives the app as the
real one does; e-mails go to a real SMTP peer), ${process.env.REFUNDS_PER_FAULT ?? 12} per fault: the gateway answers 5xx (half
of them made at the gateway anyway), every answer comes after the app's time-out (each refund made
anyway), the app is killed with \`kill -9\` once every refund of the group is asked for (the gateway
makes them after it is gone) and started again, and (PostgreSQL) every app connection is killed with
\`pg_terminate_backend\` three times while refunds are made and settled. Recovery is the restart and
the reconciler's passes (\`RECONCILE_INTERVAL_MS=300\`, a refund nobody answered is retried after
twice \`PAYMENTS_TIMEOUT_MS=1000\`); "recovery seconds" runs from the last fault until the dashboard
lists no pending or failed refund, for all groups of the engine at once. What must hold: stuck
pending = 0, contradicting e-mails (a refund e-mail for an order that is not refunded) = 0, lost (a
refund the gateway made that the shop did not record) = 0, refunded twice = 0; every refund either
processed once or refused before anything was reserved (the form is still offered). A refund
e-mail the killed process had claimed but not marked sent waits for its outbox lease (2 minutes)
and is then sent; it is counted as queued, not lost.

Run on ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, Node ${process.versions.node}.

${refundTable}
`;
console.log(`\n${checkoutTable}\n\n${refundTable}`);
await writeFormatted(path.resolve("docs/benchmarks/faults.md"), markdown);
const failed =
  rows.some((r) => r.lost > 0 || r.emailsTwiceOrMore > 0) ||
  refundRows.some(
    (r) =>
      r.stuckPending > 0 ||
      r.contradictingEmails > 0 ||
      r.lost > 0 ||
      r.refundedTwice > 0 ||
      r.processedOnce + r.notReserved !== r.refunds,
  );
process.exit(failed ? 1 : 0);
