import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { logCollector } from "../support/faults";

/** `[[[…]]]` nested `depth` levels: a few bytes per level, so a small body nests very deep. */
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("bodies a route cannot read", () => {
  let app: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    app = await startApp(
      { DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true", LOG_LEVEL: "error" },
      { logStream: logs.stream },
    );
  });
  afterAll(() => app?.close());

  const send = async (path: string, body: string | FormData, type?: string) => {
    const res = await fetch(`${app.url}${path}`, {
      method: "POST",
      headers: type ? { "content-type": type } : {},
      body,
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };

  test.each([
    [1_000_000, "/api/preorders"], // 2 MB: the pre-order API's limit
    [30_000, "/api/payments/verify"], // 60 KB: under the default 64 KB limit
    [30_000, "/api/form-starts/3f0c1c9e-3d5a-4a49-9d0e-6f1b2f8f6a11"],
  ])("JSON nested %i levels deep to %s: 400 naming the body, checked before parsing", async (depth, path) => {
    const before = logs.lines.length;
    const res = await send(path, nested(depth), "application/json");
    expect(res.status).toBe(400);
    expect(res.json.field).toBe("body");
    expect(res.json.error).toMatch(/deeper than 32 levels/);
    expect(logs.lines.slice(before).join("\n")).not.toContain("unhandled error");
  });

  test("JSON at the depth a real payload has still reaches the route", async () => {
    const res = await send("/api/payments/verify", JSON.stringify({ a: [[[{ b: 1 }]]] }), "application/json");
    expect(res.status).toBe(400);
    expect(res.json.field).not.toBe("body");
  });

  test("a form field holding deeply nested JSON: 400 naming the field", async () => {
    const form = new URLSearchParams({ email: nested(1_000) });
    const res = await send("/admin", form.toString(), "application/x-www-form-urlencoded");
    expect(res).toMatchObject({ status: 400, json: { field: "email" } });
  });

  test.each([
    ["application/json", JSON.stringify({ email: "someone@example.com" })],
    ["text/plain", "email=someone@example.com"],
    [undefined, ""],
  ])(
    "a %s body to a page's form action: 400 naming the content type, no stack logged",
    async (type, body) => {
      for (const path of ["/admin", "/admin/verify", "/admin.data"]) {
        const before = logs.lines.length;
        const res = await send(path, body, type);
        expect(res.status).toBe(400);
        expect(res.json.field).toBe("content-type");
        expect(res.json.error).toMatch(/form posts only/);
        expect(logs.lines.slice(before).join("\n")).not.toContain("unhandled error");
      }
    },
  );

  test("a multipart form that cannot be read: 400, not 500", async () => {
    const res = await send("/admin", "--nope\r\nbroken", "multipart/form-data; boundary=xyz");
    expect(res).toMatchObject({ status: 400, json: { field: "body" } });
  });

  test("a well-formed form still reaches the page's action, which renders its own answer", async () => {
    const res = await fetch(`${app.url}/admin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "not an address" }).toString(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
