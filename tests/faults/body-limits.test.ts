import { once } from "node:events";
import { request, type ClientRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";

const MB = 1024 * 1024;

/** Resolves when a paused upload may go on, or when the connection is gone; leaves no listeners. */
function drainedOrClosed(req: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off("drain", done);
      req.off("close", done);
      resolve();
    };
    req.on("drain", done);
    req.on("close", done);
  });
}

/**
 * Pushes `total` bytes as a chunked upload (no Content-Length), whatever the server answers, and
 * reports the status, how much had been sent when it came, and the peak resident memory growth.
 */
async function push(url: string, path: string, total: number) {
  const { port } = new URL(url);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path,
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.50" },
  });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  let status: number | undefined;
  let sentAtAnswer = 0;
  req.on("response", (res) => {
    status = res.statusCode;
    sentAtAnswer = sent;
    res.resume();
  });
  let failed = false;
  req.on("error", () => (failed = true));
  req.on("close", () => (failed = true));
  while (sent < total && !failed) {
    const ok = req.write(chunk);
    sent += chunk.length;
    // The server closes the connection after its 413: the pending write then fails, which is fine.
    if (!ok) await drainedOrClosed(req);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  if (!failed) req.end();
  if (status === undefined && !failed) await once(req, "response").catch(() => {});
  req.destroy();
  return { status, sentAtAnswer, sent, growth: peak - rssBefore };
}

/** Each write endpoint (one by an encoded spelling of its path) and its body limit. */
const LIMITS: [path: string, limit: number][] = [
  ["/api/preorders", 2 * MB],
  ["/api/payments/webhook", 16 * 1024],
  ["/%61pi/preorders.data", 2 * MB],
];

describe("body limits on the bytes actually read", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true", TRUST_PROXY: "1" });
    // The server runs in this process: the first request to a path loads and compiles its handlers,
    // a few MB that are not the body's. One small over-limit upload per path first, so the measured
    // growth is only what a 50 MB body costs.
    for (const [path] of LIMITS) {
      expect((await push(app.url, path, 3 * MB)).status).toBe(413);
    }
  });
  afterAll(() => app?.close());

  test.each(LIMITS)(
    "50 MB chunked at %s: 413 at the limit, resident memory grows less than 50 MB",
    async (path, limit) => {
      const result = await push(app.url, path, 50 * MB);
      expect(result.status).toBe(413);
      // Answered once the limit was passed, long before the upload ended.
      expect(result.sentAtAnswer).toBeLessThan(limit + 8 * MB);
      expect(result.growth).toBeLessThan(50 * MB);
      // The rest is never read: the server stops reading and cuts the connection, so the upload
      // stops when the sockets' buffers are full, not when its 50 MB are all sent.
      expect(result.sent).toBeLessThan(limit + 16 * MB);
    },
  );

  test("a Content-Length over the limit gets 413 before any body is sent", async () => {
    const { port } = new URL(app.url);
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/payments/webhook",
      headers: { "content-type": "application/json", "content-length": String(10 * MB) },
    });
    req.flushHeaders();
    const [res] = (await once(req, "response")) as [import("node:http").IncomingMessage];
    expect(res.statusCode).toBe(413);
    res.resume();
    req.destroy();
  });
});
