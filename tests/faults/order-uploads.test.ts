import { request, type ClientRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { paidOrder } from "../support/fulfilment";
import { healthzWhile, heldMemory } from "../support/faults";

const MB = 1024 * 1024;
const BOUNDARY = "----luxid-upload";

/**
 * Opens a multipart upload of `size` bytes announced in Content-Length and sends only `first`
 * bytes of it (the prescription field's head and the start of the file), then waits: the answer
 * the server gives while the rest has not arrived.
 */
function heldUpload(url: string, path: string, ip: string, size = 5 * MB, first = 64 * 1024) {
  const { port } = new URL(url);
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path,
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(size),
      "x-forwarded-for": ip,
    },
  });
  req.on("error", () => {});
  const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="rx.pdf"\r\ncontent-type: application/pdf\r\n\r\n`;
  // Sending stops when the server answers or closes, as any client's would.
  let open = true;
  req.on("close", () => (open = false));
  req.on("response", () => (open = false));
  const chunk = Buffer.alloc(64 * 1024, 0x25);
  void (async () => {
    let sent = head.length;
    req.write(head);
    // Sends as fast as the server takes it, and no faster: what a client can make a server hold.
    while (open && sent < first) {
      const piece = chunk.subarray(0, Math.min(chunk.length, first - sent));
      sent += piece.length;
      if (!req.write(piece))
        await new Promise((resolve) => (req.once("drain", resolve), req.once("close", resolve)));
    }
  })();
  const answered = new Promise<IncomingMessage | undefined>((resolve) => {
    req.on("response", (res) => {
      res.resume();
      resolve(res);
    });
    req.on("close", () => resolve(undefined));
  });
  return { req, answered };
}

const close = (req: ClientRequest) => req.destroy();

describe("order-page posts: the link before the body, bounded uploads", () => {
  let app: TestApp;
  let goodPath: string;
  let wrongPath: string;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", TRUST_PROXY: "1", OUTBOX_INTERVAL_MS: "3600000" });
    const order = await paidOrder(app.running.services.database.db);
    goodPath = app.running.services.orderLinks.path(order.reference);
    wrongPath = `/orders/${order.reference}?t=AAAAAAAAAAAAAAAAAAAAAA`;
    // The first request of a path loads its handlers: a few MB that are not the uploads'.
    const warm = heldUpload(app.url, wrongPath, "198.51.100.250");
    await warm.answered;
    close(warm.req);
    await healthzWhile(app.url, Promise.resolve(), { minRequests: 20 });
  });
  afterAll(() => app?.close());

  test("a 5 MB upload with a wrong link is answered 404 before its body arrives", async () => {
    const upload = heldUpload(app.url, wrongPath, "198.51.100.1", 5 * MB, 1024);
    const res = await upload.answered;
    // Only 1 KB of the announced 5 MB was sent: the answer came from the URL alone.
    expect(res?.statusCode).toBe(404);
    expect(res?.headers.connection).toBe("close");
    close(upload.req);
  });

  test("120 held uploads with wrong links: each refused at once, memory grows < 50 MB, /healthz p99 < 1 s", async () => {
    const before = heldMemory();
    // Each goes on sending its 5 MB for as long as the server reads them.
    const uploads = Array.from({ length: 120 }, (_, i) =>
      heldUpload(app.url, wrongPath, `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 2}`, 5 * MB, 5 * MB),
    );
    const all = Promise.all(uploads.map((u) => u.answered));
    const health = await healthzWhile(app.url, all, { minRequests: 200 });
    const answers = await all;
    expect(answers.map((a) => a?.statusCode)).toEqual(Array<number>(120).fill(404));
    expect(health.peakMemory - before).toBeLessThan(50 * MB);
    expect(health.failures).toBe(0);
    // Generous: CI machines run several suites side by side; a shop holding the uploads stalls for seconds.
    expect(health.p99).toBeLessThan(1000);
    for (const u of uploads) close(u.req);
  });

  test("one client may send two uploads at once; a third is refused (429, Retry-After) unread", async () => {
    const ip = "203.0.113.7";
    const first = heldUpload(app.url, goodPath, ip);
    const second = heldUpload(app.url, goodPath, ip);
    // Both are being read (no answer yet); a 1 KB third is answered from its headers.
    await new Promise((resolve) => setImmediate(resolve));
    const third = heldUpload(app.url, goodPath, ip, 5 * MB, 1024);
    const res = await third.answered;
    expect(res?.statusCode).toBe(429);
    expect(Number(res?.headers["retry-after"])).toBeGreaterThan(0);
    for (const u of [first, second, third]) close(u.req);
  });

  test("a body that stalls is cut with 408 after a short time-out, and the shop keeps answering", async () => {
    const upload = heldUpload(app.url, goodPath, "203.0.113.9");
    const started = performance.now();
    const health = await healthzWhile(app.url, upload.answered);
    const res = await upload.answered;
    expect(res?.statusCode).toBe(408);
    // Cut after the idle time-out (10 s), not the server's request time-out (300 s).
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(health.failures).toBe(0);
    // Generous: CI machines run several suites side by side; a shop holding the uploads stalls for seconds.
    expect(health.p99).toBeLessThan(1000);
    close(upload.req);
  });
});
