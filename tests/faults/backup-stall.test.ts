import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { savePreorder } from "../../app/features/preorder/server/preorders.server";
import { regionForCountry } from "../../app/lib/regions";
import { startApp, type TestApp } from "../support/app";
import { webm } from "../support/operators";
import { glassesPreorderRequest } from "../support/preorder-request";
import { healthzWhile } from "../support/faults";

/**
 * `npm run db:backup` paused (kill -STOP) while the embedded shop writes the backup to it: the
 * backup's transaction holds the database, so every page waited for as long as the reader did.
 */
describe("a stalled backup reader on the embedded shop", () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-backup-stall-"));
    app = await startApp({ DATA_DIR: dataDir, OUTBOX_INTERVAL_MS: "3600000" });
    // Voice notes enough (about 16 MB of backup lines) that the backup waits on its reader.
    for (let n = 0; n < 10; n++) {
      await savePreorder(app.running.services.database.db, {
        request: glassesPreorderRequest({ name: `Stall Buyer ${n}`, email: `stall-${n}@example.com` }),
        region: regionForCountry("IN"),
        audio: { mimeType: "audio/webm", data: webm(800_000) },
      });
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("is dropped after a few seconds: /readyz answers again, /healthz p99 stays low meanwhile", async () => {
    const reader = createConnection(path.join(dataDir, "backup.sock"));
    await once(reader, "connect");
    reader.write("backup\n");
    // The first lines arrive, then nothing more is read: the reader has stopped.
    await once(reader, "data");
    reader.pause();
    const started = performance.now();
    // A request that needs the database, asked while the backup holds it.
    const ready = fetch(`${app.url}/readyz`).then(async (res) => {
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    });
    // Bounded: without a time-out the shop would wait for the reader for ever.
    const bounded = Promise.race([ready, new Promise<undefined>((resolve) => setTimeout(resolve, 20_000))]);
    const health = await healthzWhile(app.url, bounded, { minRequests: 100 });
    const answer = await bounded;
    expect(answer?.status).toBe(200);
    // Dropped after the stall time-out (5 s), with room for a busy machine.
    expect(answer!.ms).toBeLessThan(10_000);
    expect(health.failures).toBe(0);
    expect(health.p99).toBeLessThan(1000);
    // The reader was cut off: what it reads now ends without the backup's end line.
    reader.resume();
    let text = "";
    reader.on("data", (chunk: Buffer) => (text += chunk.toString("utf8").slice(-200)));
    await once(reader, "close");
    expect(text).not.toContain('["end",');
    // And the database answers at once again.
    const res = await fetch(`${app.url}/readyz`);
    expect(res.status).toBe(200);
  }, 60_000);
});
