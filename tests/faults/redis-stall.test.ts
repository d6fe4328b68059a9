import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { eventually, logCollector } from "../support/faults";
import { startTcpProxy } from "../support/fakes/tcp-proxy";

const WRITE_LIMIT = 30;
/** A same-origin write that has no budget of its own, so the generic one (WRITE_LIMIT) counts it. */
const GENERIC_WRITE = "/api/payments/balance-return";
/** A request waiting on Redis must still be answered well within this. */
const PROMPT_MS = 2_000;

const redisUrl = process.env.TEST_REDIS_URL;

// A link that stops answering without closing: commands, and the close at shutdown, must not wait
// on it (redis-outage.test.ts covers a Redis that goes away).

/** A write any client could send, limited by the generic write budget; how long it took. */
async function write(app: TestApp) {
  const started = performance.now();
  const res = await fetch(`${app.url}${GENERIC_WRITE}`, {
    method: "POST",
    body: "{}",
    headers: { "content-type": "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get("retry-after"), ms: performance.now() - started };
}

describe.runIf(redisUrl)("rate limits when Redis fails at run time", () => {
  const target = new URL(redisUrl ?? "redis://127.0.0.1:6379");
  const prefix = `fault-${randomBytes(4).toString("hex")}`;
  const peek = createClient({ url: redisUrl });
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: TestApp;
  let logs: ReturnType<typeof logCollector>;
  let consoleErrors: MockInstance<typeof console.error>;

  const parsed = () => logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const outages = () => parsed().filter((l) => String(l.msg).startsWith("Redis unreachable"));
  const recoveries = () => parsed().filter((l) => String(l.msg).startsWith("Redis reachable again"));

  beforeEach(async () => {
    if (!peek.isOpen) await peek.connect();
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    logs = logCollector();
    // express-rate-limit reports store errors on the console, stack and all.
    consoleErrors = vi.spyOn(console, "error");
    app = await startApp(
      {
        DATA_DIR: "memory://",
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_PREFIX: `${prefix}-${randomBytes(2).toString("hex")}`,
        LOG_LEVEL: "info",
      },
      { logStream: logs.stream },
    );
  });
  afterEach(async () => {
    consoleErrors.mockRestore();
    await app?.close();
    await proxy?.close();
    const keys = await peek.keys(`${prefix}*`);
    if (keys.length > 0) await peek.del(keys);
  });

  /** The limit holds in memory: N writes pass promptly, the next gets 429 with Retry-After. */
  async function expectLimitHoldsPromptly() {
    for (let i = 0; i < WRITE_LIMIT - 1; i++) {
      const answer = await write(app);
      expect(answer.status).not.toBe(429);
      expect(answer.ms).toBeLessThan(PROMPT_MS);
    }
    const limited = await write(app);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.ms).toBeLessThan(PROMPT_MS);
  }

  function expectOneQuietOutageLine() {
    expect(outages()).toHaveLength(1);
    const [line] = outages();
    expect(line!.code).toMatch(/^[A-Za-z0-9_]+$/);
    expect(JSON.stringify(line)).not.toMatch(/stack|\bat \w|redis:\/\//i);
    expect(parsed().filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  }

  test(
    "Redis stops answering without closing the connection: no request hangs, one log line, recovery when it answers",
    { timeout: 60_000 },
    async () => {
      expect((await write(app)).status).not.toBe(429);
      proxy.stall();
      // The request whose command goes unanswered waits the command timeout, no longer.
      const first = await write(app);
      expect(first.status).not.toBe(429);
      expect(first.ms).toBeLessThan(PROMPT_MS);
      await expectLimitHoldsPromptly();
      expectOneQuietOutageLine();

      proxy.resume();
      // Redis is tried again at most once a second, by the next request that needs a count.
      await eventually(async () => {
        await write(app);
        return recoveries().length > 0 ? true : undefined;
      }, 15_000);
      expect(outages()).toHaveLength(1);
      expect(recoveries()).toHaveLength(1);
    },
  );

  test("a shop shutting down while Redis stalls closes promptly", { timeout: 60_000 }, async () => {
    expect((await write(app)).status).not.toBe(429);
    proxy.stall();
    await write(app);
    const started = performance.now();
    await app.close();
    app = undefined as unknown as TestApp;
    expect(performance.now() - started).toBeLessThan(PROMPT_MS);
  });
});
