import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { logCollector } from "../support/faults";
import { startApp, type TestApp } from "../support/app";

const WRITE_LIMIT = 30;
/** A same-origin write that has no budget of its own, so the generic one (WRITE_LIMIT) counts it. */
const GENERIC_WRITE = "/api/payments/balance-return";

/** A write request any client could send; the limiter answers before any route runs. */
function write(app: TestApp) {
  return fetch(`${app.url}${GENERIC_WRITE}`, {
    method: "POST",
    body: "{}",
    headers: { "content-type": "application/json" },
  });
}

describe("per-IP write limits in memory", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://" });
  });
  afterAll(() => app.close());

  test("the request past the limit gets 429 with Retry-After, reads are never limited", async () => {
    for (let i = 0; i < WRITE_LIMIT; i++) expect((await write(app)).status).not.toBe(429);
    const limited = await write(app);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: "Too many requests. Please try again shortly." });
    expect((await fetch(`${app.url}/robots.txt`)).status).toBe(200);
  });
});

describe("unsigned webhook calls", () => {
  let app: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", LOG_LEVEL: "warn" }, { logStream: logs.stream });
  });
  afterAll(() => app.close());

  test("are limited per client (429 with Retry-After past 20 a minute), with one log line per burst", async () => {
    const call = () =>
      fetch(`${app.url}/api/payments/webhook`, {
        method: "POST",
        body: JSON.stringify({ event: "payment.captured" }),
        headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await call()).status);
    expect(statuses).toEqual([...Array<number>(20).fill(400), ...Array<number>(5).fill(429)]);
    const limited = await call();
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(logs.lines.filter((l) => l.includes("webhook_signature_invalid"))).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("shared limits through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A fresh namespace per run, so counters from earlier runs never leak in.
    const env = {
      DATA_DIR: "memory://",
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `test-${randomBytes(4).toString("hex")}`,
    };
    a = await startApp(env);
    b = await startApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test("two instances share one budget", async () => {
    for (let i = 0; i < 20; i++) expect((await write(a)).status).not.toBe(429);
    for (let i = 0; i < WRITE_LIMIT - 20; i++) expect((await write(b)).status).not.toBe(429);
    expect((await write(b)).status).toBe(429);
    expect((await write(a)).status).toBe(429);
  });
});

describe("with Redis unreachable", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", REDIS_URL: "redis://127.0.0.1:1" });
  });
  afterAll(() => app.close());

  test("the app starts and requests pass rather than fail", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await write(app)).status).not.toBe(429);
    expect((await write(app)).status).not.toBe(500);
  });
});
