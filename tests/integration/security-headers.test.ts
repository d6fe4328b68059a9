import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";

/** A request fetch() cannot send (TRACE, PROPFIND): status and headers. */
function rawRequest(url: string, method: string, path: string) {
  const { port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** The headers every document-like answer carries, whatever its status. */
function expectDocumentHeaders(
  headers: Headers | Record<string, string | string[] | undefined>,
  what: string,
) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  expect(get("x-content-type-options"), what).toBe("nosniff");
  expect(get("content-security-policy"), what).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  expect(get("x-frame-options"), what).toBe("SAMEORIGIN");
  expect(get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(get("permissions-policy"), what).toContain("camera=()");
}

describe("security headers on every answer", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true" });
  });
  afterAll(() => app?.close());

  test.each([
    "/healthz",
    "/readyz",
    "/no/such/page",
    "/api/no-such-endpoint",
    "/favicon.ico",
    "/manifest.webmanifest",
  ])("GET %s", async (path) => {
    const res = await fetch(`${app.url}${path}`);
    await res.arrayBuffer();
    expectDocumentHeaders(res.headers, path);
  });

  test.each([
    ["TRACE", "/"],
    ["PROPFIND", "/healthz"],
    ["TRACE", "/assets/anything.js"],
  ])("a refused method: %s %s answers 405 with the headers", async (method, path) => {
    const res = await rawRequest(app.url, method, path);
    expect(res.status).toBe(405);
    expectDocumentHeaders(res.headers, `${method} ${path}`);
  });

  test("a body over the limit: 413 with the headers", async () => {
    const res = await fetch(`${app.url}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(32 * 1024),
    });
    expect(res.status).toBe(413);
    expectDocumentHeaders(res.headers, "413");
  });

  test("a missing asset: a plain 404 with the asset headers, no page rendered", async () => {
    const res = await fetch(`${app.url}/assets/no-such-file-abc123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  // The voice note records on the pre-order page, however its path is spelt; no other page may.
  test.each([
    ["GET", "/preorder", "microphone=(self)"],
    ["POST", "/%70reorder", "microphone=(self)"],
    ["GET", "/store/../preorder", "microphone=(self)"],
    ["GET", "/preorder/../about", "microphone=()"],
    ["GET", "/about", "microphone=()"],
  ])("%s %s: %s", async (method, path, microphone) => {
    const res = await rawRequest(app.url, method, path);
    expect(String(res.headers["permissions-policy"]).split(", ")[0], path).toBe(microphone);
  });
});

describe("Cross-Origin-Opener-Policy where an opener could harm, not on the public pages", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true" });
  });
  afterAll(() => app?.close());

  // A policy on a public page makes the browser start a new renderer for a first visit.
  test.each(["/", "/about", "/preorder", "/store/vue-glass", "/blog", "/payment-callback", "/no/such/page"])(
    "GET %s sends none",
    async (path) => {
      const res = await rawRequest(app.url, "GET", path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers["cross-origin-opener-policy"], path).toBeUndefined();
    },
  );

  test.each([
    ["GET", "/admin"],
    ["GET", "/admin/preorders"],
    ["GET", "/ADMIN"],
    ["GET", "/./admin"],
    ["GET", "/store/../admin"],
    ["POST", "/%61dmin"],
  ])("%s %s (the console): same-origin", async (method, path) => {
    const res = await rawRequest(app.url, method, path);
    expect(res.headers["cross-origin-opener-policy"], path).toBe("same-origin");
  });

  // Razorpay's checkout answers its popups' payments through window.opener.
  test.each(["/orders/LX-NO-SUCH", "/Orders/LX-NO-SUCH", "/%6Frders/LX-NO-SUCH"])(
    "GET %s (an order page): same-origin-allow-popups",
    async (path) => {
      const res = await rawRequest(app.url, "GET", path);
      expect(res.headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    },
  );
});
