import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { describePostgres } from "../support/describe-postgres";
import type { TestDatabase } from "../support/engines";
import { eventually, postPreorder, preorderBody, storedCount } from "../support/faults";
import { startTcpProxy } from "../support/fakes/tcp-proxy";

/** Posts a pre-order; answers its id when acknowledged (201), else the status. */
async function tryPreorder(
  app: TestApp,
): Promise<{ id?: string; status: number; retryAfter: string | null }> {
  const res = await postPreorder(app.url, preorderBody());
  const body = (await res.json().catch(() => ({}))) as { id?: string };
  return {
    id: res.status === 201 ? body.id : undefined,
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
  };
}

// Faults of the link to a PostgreSQL server: PGlite runs inside the process and has no link.
describePostgres("database link faults", (engine) => {
  let db: TestDatabase;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    db = await engine.create();
    const url = new URL(db.env.DATABASE_URL!);
    dbName = url.pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await db?.drop();
  });

  test(
    "pg_terminate_backend on every app connection during a stream of pre-orders: the process lives, later requests succeed, nothing acknowledged is lost",
    { timeout: 60_000 },
    async () => {
      const app = await startApp({ ...db.env, DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true" });
      let finished = false;
      try {
        const acknowledged: string[] = [];
        const refused: number[] = [];
        const terminated: number[] = [];
        const terminateAll = async () => {
          const result = await admin.query<{ n: number }>(
            "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and application_name = 'luxid'",
            [dbName],
          );
          terminated.push(result.rows[0]!.n);
        };
        // Five buyers at once; every 10 acknowledged pre-orders, every app connection is killed,
        // so some are killed in the middle of a transaction.
        const buyer = async () => {
          for (let i = 0; i < 12 && !finished; i++) {
            const answer = await tryPreorder(app);
            if (answer.id) {
              acknowledged.push(answer.id);
              if (acknowledged.length % 10 === 0) await terminateAll();
            } else {
              refused.push(answer.status);
            }
          }
        };
        await Promise.all(Array.from({ length: 5 }, buyer));

        expect(terminated.length).toBeGreaterThanOrEqual(3);
        expect(terminated.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
        // A refused pre-order was told to come back, never given a stack trace or a 500.
        for (const status of refused) expect(status).toBe(503);
        expect(acknowledged.length).toBeGreaterThanOrEqual(30);
        // Later requests succeed on fresh connections.
        const later = await eventually(async () => (await tryPreorder(app)).id, 10_000);
        acknowledged.push(later);
        expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
        expect(await storedCount(app, acknowledged)).toBe(acknowledged.length);
        // Every connection went back to the pool: none leaked by a transaction whose begin failed.
        const pool = (app.running.services.database.db as unknown as { $client: pg.Pool }).$client;
        expect(pool.totalCount - pool.idleCount).toBe(0);
      } finally {
        finished = true;
        await app.close();
      }
    },
  );

  test(
    "a link that stops forwarding: 503 with Retry-After within 5 s, /readyz unavailable, pages without data still served, recovery once it forwards again",
    { timeout: 60_000 },
    async () => {
      const target = new URL(db.env.DATABASE_URL!);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(target);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      const app = await startApp({
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: "memory://",
        RATE_LIMIT_DISABLED: "true",
      });
      try {
        const acknowledged: string[] = [];
        const before = await tryPreorder(app);
        expect(before.status).toBe(201);
        acknowledged.push(before.id!);

        proxy.stall();
        // Buyers keep coming while the link is down: each one hears back within 5 s.
        const during = await Promise.all(
          Array.from({ length: 4 }, async () => {
            const started = performance.now();
            const answer = await tryPreorder(app);
            return { ...answer, ms: performance.now() - started };
          }),
        );
        for (const answer of during) {
          expect(answer.status).toBe(503);
          expect(answer.retryAfter).toMatch(/^\d+$/);
          expect(answer.ms).toBeLessThan(5_000);
        }
        const ready = await fetch(`${app.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ status: "unavailable" });
        // Once known to be down, a write is refused at once.
        const started = performance.now();
        expect((await tryPreorder(app)).status).toBe(503);
        expect(performance.now() - started).toBeLessThan(1_000);
        expect((await fetch(`${app.url}/terms`)).status).toBe(200);

        proxy.resume();
        const after = await eventually(async () => (await tryPreorder(app)).id, 10_000);
        acknowledged.push(after);
        expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
        expect(await storedCount(app, acknowledged)).toBe(acknowledged.length);
      } finally {
        await app.close();
        await proxy.close();
      }
    },
  );
});
