import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../app/lib/db.server";
import { engines, type TestDatabase } from "../support/engines";
import { preorderBody } from "../support/faults";
import { startServerProcess } from "../support/server-process";

describe.each(engines())("SIGTERM under load on $name", (engine) => {
  let db: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    db = await engine.create();
    // PGlite keeps its files here across the restart; with PostgreSQL it holds the outbox.
    dataDir = await mkdtemp(path.join(tmpdir(), "luxid-sigterm-"));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test(
    "in-flight pre-orders finish, the process exits 0 within 10 s, and every acknowledged one is there after a restart",
    { timeout: 180_000 },
    async () => {
      const environment = { ...db.env, DATA_DIR: dataDir };
      const server = await startServerProcess(environment);
      const acknowledged: string[] = [];
      let stopping = false;
      let terminatedAt = 0;
      // Eight buyers submit one pre-order after another until the server stops answering.
      const buyer = async () => {
        while (!stopping || performance.now() - terminatedAt < 15_000) {
          const res = await fetch(`${server.url}/api/preorders`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(preorderBody()),
          }).catch(() => undefined);
          if (!res) {
            if (stopping) return; // refused or cut: the server has stopped listening
            continue;
          }
          const body = (await res.json().catch(() => ({}))) as { id?: string };
          if (res.status === 201 && body.id) acknowledged.push(body.id);
          if (acknowledged.length >= 40 && !stopping) {
            stopping = true;
            terminatedAt = performance.now();
            server.child.kill("SIGTERM");
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, buyer));
      const { code } = await server.exited;
      const drainMs = performance.now() - terminatedAt;
      expect(code).toBe(0);
      expect(drainMs).toBeLessThan(10_000);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      // A restart on the same data serves again…
      const restarted = await startServerProcess(environment);
      restarted.child.kill("SIGTERM");
      expect((await restarted.exited).code).toBe(0);
      // …and every pre-order that was answered 201 is stored.
      const handle = await openDatabase({ databaseUrl: db.env.DATABASE_URL, dataDir });
      try {
        const rows = await handle.db.query.preorders.findMany({ columns: { id: true } });
        const stored = new Set(rows.map((r) => r.id));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await handle.close();
      }
    },
  );
});
