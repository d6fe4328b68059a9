import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { vitalsDaily } from "../../db/schema";
import { VITALS_DAYS } from "../../app/features/field-data/server/vitals.server";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { consoleShopEnv, signedInConsole } from "../support/operators";

type Metric = { name: string; value: number; rating: string };
const metric = (name: string, value: number, rating = "good"): Metric => ({ name, value, rating });

/**
 * Field data: pages' web-vitals beacons (JSON as text/plain, as navigator.sendBeacon sends a
 * string) counted into daily buckets by route pattern, and the console's p75 per route.
 */
describe.each(engines())("field data on $name", (engine) => {
  let testDb: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    testDb = await engine.create();
    app = await startApp(consoleShopEnv(testDb.env));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/vitals`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "sec-fetch-site": "same-origin",
        origin: app.url,
        ...headers,
      },
    });
  const db = () => app.running.services.database.db;
  const rows = () => db().select().from(vitalsDaily);

  test("the day's first beacon deletes the days older than the console shows", async () => {
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const [old, kept] = [day(VITALS_DAYS), day(VITALS_DAYS - 1)];
    await db()
      .insert(vitalsDaily)
      .values([
        { day: old, route: "/about", metric: "LCP", device: "mobile", bucket: 1000, count: 5 },
        { day: kept, route: "/about", metric: "LCP", device: "mobile", bucket: 1000, count: 5 },
      ]);
    expect((await beacon({ path: "/about", device: "mobile", metrics: [metric("FCP", 700)] })).status).toBe(
      204,
    );
    await expect.poll(async () => (await rows()).filter((r) => r.day === old).length).toBe(0);
    expect((await rows()).filter((r) => r.day === kept)).toHaveLength(1);
    await db().execute(sql`delete from luxid_vitals_daily`);
  });

  test("a beacon is kept as its route's pattern, never the page's address, in today's buckets", async () => {
    const res = await beacon({
      path: "/orders/LX-7Q2K9?t=secret-token",
      device: "mobile",
      metrics: [metric("LCP", 1234.5), metric("CLS", 0.031), metric("INP", 48)],
    });
    expect(res.status).toBe(204);
    expect(
      (await beacon({ path: "/blog/some-article", device: "desktop", metrics: [metric("LCP", 900)] })).status,
    ).toBe(204);
    expect(
      (await beacon({ path: "/no/such/page", device: "desktop", metrics: [metric("TTFB", 80)] })).status,
    ).toBe(204);
    const stored = await rows();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      stored.map(({ day, route, metric, device, bucket, count }) => ({
        day,
        route,
        metric,
        device,
        bucket,
        count,
      })),
    ).toEqual(
      expect.arrayContaining([
        { day: today, route: "/orders/:reference", metric: "LCP", device: "mobile", bucket: 1200, count: 1 },
        { day: today, route: "/orders/:reference", metric: "CLS", device: "mobile", bucket: 30, count: 1 },
        { day: today, route: "/orders/:reference", metric: "INP", device: "mobile", bucket: 40, count: 1 },
        { day: today, route: "/blog/:slug", metric: "LCP", device: "desktop", bucket: 900, count: 1 },
        { day: today, route: "/*", metric: "TTFB", device: "desktop", bucket: 80, count: 1 },
      ]),
    );
    expect(JSON.stringify(stored)).not.toMatch(/LX-7Q2K9|secret|some-article|no\/such/);
    // The same bucket again counts, not a new row.
    await beacon({ path: "/orders/OTHER", device: "mobile", metrics: [metric("LCP", 1250)] });
    const lcp = (await rows()).filter((r) => r.route === "/orders/:reference" && r.metric === "LCP");
    expect(lcp.map((r) => r.count)).toEqual([2]);
  });

  test("a bad beacon is refused naming the field, and nothing of it is kept", async () => {
    const before = (await rows()).length;
    const refused = async (body: unknown, field: string) => {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    };
    await refused("not json", "body");
    await refused({ path: "/about", device: "tablet", metrics: [metric("LCP", 1)] }, "device");
    await refused({ path: "/about", device: "mobile", metrics: [metric("FID", 1)] }, "metrics.0.name");
    await refused({ path: "/about", device: "mobile", metrics: [metric("LCP", -1)] }, "metrics.0.value");
    await refused(
      { path: "/about", device: "mobile", metrics: [metric("LCP", 1, "great")] },
      "metrics.0.rating",
    );
    await refused({ path: "about", device: "mobile", metrics: [metric("LCP", 1)] }, "path");
    await refused({ path: "/about", device: "mobile", metrics: [] }, "metrics");
    await refused(
      { path: "/about", device: "mobile", metrics: [metric("LCP", 1), metric("LCP", 2)] },
      "metrics",
    );
    // Bounded: a body past 4 KB is refused before it is read.
    const huge = await beacon({
      path: `/${"a".repeat(5000)}`,
      device: "mobile",
      metrics: [metric("LCP", 1)],
    });
    expect(huge.status).toBe(413);
    // From another site: refused.
    expect(
      (
        await beacon(
          { path: "/about", device: "mobile", metrics: [metric("LCP", 1)] },
          {
            "sec-fetch-site": "cross-site",
            origin: "https://elsewhere.example",
          },
        )
      ).status,
    ).toBe(403);
    expect((await rows()).length).toBe(before);
    // Only POST.
    expect((await fetch(`${app.url}/api/vitals`)).status).toBe(405);
  });

  test("the console shows each route's p75 per metric for 7 and 28 days, rated", async () => {
    for (const lcp of [1000, 2000, 3000, 5000]) {
      await beacon({
        path: "/faq",
        device: "mobile",
        metrics: [metric("LCP", lcp), metric("CLS", 0.3), metric("INP", 120)],
      });
    }
    const operator = await signedInConsole(app, "203.0.113.44");
    const res = await operator.get("/admin/vitals");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const days of [7, 28]) expect(html).toContain(`Last ${days} days`);
    const row = /<tr[^>]*data-route="\/faq"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
    const cells = Object.fromEntries(
      [...row.matchAll(/<td[^>]*data-metric="(\w+)"[^>]*>([\s\S]*?)<\/td>/g)].map(([, name, text]) => [
        name!,
        text!
          .replace(/<[^>]+>|<!-- -->/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      ]),
    );
    const cell = (name: string) => cells[name];
    expect(cell("LCP")).toBe("3.0 s Needs improvement");
    expect(cell("CLS")).toBe("0.30 Poor");
    expect(cell("INP")).toBe("120 ms Good");
    // Seen in both periods.
    expect(html.match(/data-route="\/faq"/g)).toHaveLength(2);
  });
});

describe("field data's rate limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://" });
  });
  afterAll(() => app.close());

  test("beacons have a budget of their own: past it, 429 with Retry-After", async () => {
    const send = () =>
      fetch(`${app.url}/api/vitals`, {
        method: "POST",
        body: JSON.stringify({ path: "/", device: "mobile", metrics: [metric("TTFB", 10)] }),
        headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin", origin: app.url },
      });
    for (let i = 0; i < 60; i++) expect((await send()).status).toBe(204);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
