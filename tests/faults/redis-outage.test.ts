import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { eventually, logCollector } from "../support/faults";
import { startTcpProxy } from "../support/fakes/tcp-proxy";

/** The pre-order API allows 10 saves a minute per client; an empty body is refused (400) but counted. */
const LIMIT = 10;

/**
 * Redis failing while the shop runs: the link to it (a TCP proxy this test cuts and restores)
 * goes away. The limits must stay on, counted in memory, with one log line when the outage
 * starts and one when it ends, never a stack per request.
 */
describe("rate limits when Redis fails at run time", () => {
  let app: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  const logs = logCollector();
  let clients = 0;

  /** Statuses of `count` saves from one new client address. */
  const burst = async (count: number) => {
    const ip = `198.51.100.${++clients}`;
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${app.url}/api/preorders`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: "{}",
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    return statuses;
  };
  const parsed = () =>
    logs.lines.map((line) => JSON.parse(line) as { msg: string; level: number; err?: unknown });

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: "127.0.0.1", port: 6379 });
    app = await startApp(
      {
        DATA_DIR: "memory://",
        TRUST_PROXY: "1",
        LOG_LEVEL: "info",
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_PREFIX: `test-${randomBytes(6).toString("hex")}`,
      },
      { logStream: logs.stream },
    );
    expect(app.running.services.log).toBeDefined();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  test("limits hold through the outage, counted in memory; one line when it starts, one when it ends", async () => {
    // Redis up: the eleventh save in a minute is refused.
    expect((await burst(LIMIT + 1)).at(-1)).toBe(429);

    // The link to Redis is cut and stays down.
    const port = proxy.port;
    await proxy.close();
    const during = await burst(LIMIT + 1);
    expect(during.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 400));
    expect(during.at(-1)).toBe(429);
    expect((await burst(LIMIT + 1)).at(-1)).toBe(429);

    const outage = parsed().filter((l) => l.msg.startsWith("Redis unreachable"));
    expect(outage).toHaveLength(1);
    expect(outage[0]!.level).toBe(40);
    // No stack, and nothing from the rate limiter's own per-request error log.
    expect(logs.lines.join("\n")).not.toMatch(/"stack"|error from store/);

    // Redis is back: the client reconnects and the limiters share Redis again, said once.
    proxy = await startTcpProxy({ host: "127.0.0.1", port: 6379 }, port);
    await eventually(async () => {
      await burst(1);
      return parsed().some((l) => l.msg.startsWith("Redis reachable again")) ? true : undefined;
    }, 20_000);
    expect(parsed().filter((l) => l.msg.startsWith("Redis reachable again"))).toHaveLength(1);
    expect(parsed().filter((l) => l.msg.startsWith("Redis unreachable"))).toHaveLength(1);
  });
});
