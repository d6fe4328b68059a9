import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runDispatchCsv } from "../../app/features/fulfilment/server/dispatch-csv.server";
import { startApp, type TestApp } from "../support/app";
import { balancePaidOrder } from "../support/fulfilment";
import { healthzWhile } from "../support/faults";

const ROWS = 1_500;

/**
 * A dispatch file of 1 500 orders checked on the embedded shop: run as one transaction, it held
 * the database (one connection) for seconds, and every page that reads it waited.
 */
describe("checking a large dispatch file on the embedded shop", () => {
  let app: TestApp;
  let csv = "";
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", OUTBOX_INTERVAL_MS: "3600000" });
    const db = app.running.services.database.db;
    const base = await balancePaidOrder(db, { items: ["vuering"] });
    // The other orders are copies of that one, with their own ids, references and keys.
    const result = await db.execute(sql`select column_name from information_schema.columns
      where table_name = 'luxid_preorders' and table_schema = 'public'
        and column_name not in ('id', 'reference', 'idempotency_key', 'gateway_order_id')`);
    const columns = (result as { rows: { column_name: string }[] }).rows.map((r) =>
      sql.identifier(r.column_name),
    );
    const list = sql.join(columns, sql`, `);
    await db.execute(sql`insert into luxid_preorders (id, reference, idempotency_key, ${list})
      select gen_random_uuid(), 'LX-D' || lpad(g::text, 5, '0'), 'dispatch-check-' || g, ${list}
      from luxid_preorders, generate_series(2, ${ROWS}) g where id = ${base.id}`);
    const references = [
      base.reference,
      ...Array.from({ length: ROWS - 1 }, (_, i) => `LX-D${String(i + 2).padStart(5, "0")}`),
    ];
    csv = [
      "reference,carrier,tracking_number",
      ...references.map((r, i) => `${r},Blue Dart,BD${String(i).padStart(9, "0")}`),
    ].join("\n");
  }, 120_000);
  afterAll(() => app?.close());

  test("runs in batches: /readyz keeps answering during the check, /healthz p99 stays low", async () => {
    const db = app.running.services.database.db;
    const started = performance.now();
    const check = runDispatchCsv(db, { kind: "ship", text: csv, overrides: {} }, { apply: false }).then(
      (report) => ({
        report,
        ms: performance.now() - started,
      }),
    );
    const [ready, health] = await Promise.all([
      healthzWhile(app.url, check, { minRequests: 20, path: "/readyz" }),
      healthzWhile(app.url, check, { minRequests: 20 }),
    ]);
    const { report, ms } = await check;
    expect(report.rows).toHaveLength(ROWS);
    expect(report.rows.every((r) => r.outcome === "ready")).toBe(true);
    // Nothing was written: a check always rolls back.
    const shipped = await db.execute(
      sql`select count(*)::int as n from luxid_preorders where status = 'shipped'`,
    );
    expect((shipped as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(ready.failures).toBe(0);
    // A page reading the database waits for one batch at most, not the whole check.
    expect(ready.p99).toBeLessThan(Math.max(250, ms / 4));
    expect(health.p99).toBeLessThan(1000);
  }, 120_000);
});
