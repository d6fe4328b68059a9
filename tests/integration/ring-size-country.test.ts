import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorAuditLog, preorderItems, preorders, type PreorderStatus } from "../../db/schema";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { formBody, postForm } from "../support/form-post";
import { newPreorder } from "../support/http";

/**
 * VueRING's ring size and the shipping country, from the request to the database: the server
 * refuses a VueRING without a size 6–12 and a country it does not ship to (400 naming the field,
 * nothing stored), stores both as sent, and lets the buyer change the size on the order page
 * until the order ships (409 after).
 */
describe.each(engines())("ring size and shipping country on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let clients = 0;
  const newClient = () => `10.61.${Math.floor(++clients / 250)}.${clients % 250}`;
  const database = () => app.running.services.database.db;

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp({
      ...db.env,
      DATA_DIR: "memory://",
      TRUST_PROXY: "1",
      COUNTRY_HEADER: "x-test-country",
      OUTBOX_INTERVAL_MS: "3600000",
      RECONCILE_INTERVAL_MS: "3600000",
      RATE_LIMIT_DISABLED: "true",
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    name: "Asha Rao",
    email: `ring-${randomUUID()}@example.com`,
    phone: "+91 98765 43210",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "vuering", quantity: 1, ringSize: 9 }],
    confirmedWithoutGlasses: true,
    idempotencyKey: randomUUID(),
    fillMs: 20_000,
    ...extra,
  });
  const post = async (payload: unknown, country = "IN") => {
    const res = await fetch(`${app.url}/api/preorders`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": newClient(),
        "x-test-country": country,
      },
      body: JSON.stringify(payload),
    });
    return {
      status: res.status,
      json: (await res.json()) as { id?: string; error?: string; field?: string },
    };
  };
  const stored = async (email: string) =>
    database().select().from(preorders).where(eq(preorders.email, email));
  const ringOf = async (id: string) =>
    (
      await database()
        .select({ size: preorderItems.ringSize })
        .from(preorderItems)
        .where(and(eq(preorderItems.preorderId, id), eq(preorderItems.productId, "vuering")))
    )[0]?.size;

  test("a VueRING without a ring size, or with one outside 6–12, is refused naming ringSize; nothing is stored", async () => {
    for (const items of [
      [{ id: "vuering", quantity: 1 }],
      [{ id: "vuering", quantity: 1, ringSize: 13 }],
      [{ id: "vuering", quantity: 1, ringSize: 5 }],
      [
        { id: "glasses", quantity: 1 },
        { id: "vuering", quantity: 2, ringSize: 7.5 },
      ],
    ]) {
      const payload = body({ items });
      const answer = await post(payload);
      expect(answer, JSON.stringify(items)).toEqual({
        status: 400,
        json: { error: "Choose a ring size from 6 to 12 for your VueRING", field: "ringSize" },
      });
      expect(await stored(payload.email)).toEqual([]);
    }
  });

  test("the ring size and the chosen country are stored; without a country the order ships to the region's", async () => {
    const chosen = body({ country: "DE" });
    const answer = await post(chosen, "IN");
    expect(answer.status).toBe(201);
    const [row] = await stored(chosen.email);
    // Priced where the visitor is (rupees), shipped where the buyer said.
    expect(row).toMatchObject({ country: "DE", currency: "INR" });
    expect(await ringOf(row!.id)).toBe(9);

    const regional = body({ items: [{ id: "glasses", quantity: 1 }], confirmedWithoutGlasses: false });
    expect((await post(regional, "FR")).status).toBe(201);
    expect((await stored(regional.email))[0]).toMatchObject({ country: "FR", currency: "EUR" });
  });

  test("a country the shop does not ship to is refused naming the field", async () => {
    const payload = body({ country: "ZZ" });
    expect(await post(payload)).toEqual({
      status: 400,
      json: { error: "Please choose the country to ship to", field: "country" },
    });
    expect(await stored(payload.email)).toEqual([]);
  });

  test("the order page changes the ring size until the order ships, audited; a bad size is 400, a shipped order 409", async () => {
    const { id } = await newPreorder(app, [{ id: "vuering", quantity: 1 }]);
    const setStatus = (status: PreorderStatus) =>
      database().update(preorders).set({ status }).where(eq(preorders.id, id));
    await setStatus("paid");
    const [order] = await database().select().from(preorders).where(eq(preorders.id, id));
    const path = app.running.services.orderLinks.path(order!.reference);
    const change = async (ringSize: string) =>
      postForm(app, path, await formBody({ intent: "ring-size-change", ringSize }));

    const page = await (await fetch(`${app.url}${path}`)).text();
    expect(page).toContain("VueRING ring size");
    expect(page).toContain("Size 8.");

    const saved = await change("11");
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toMatch(/#ring-size$/);
    expect(await ringOf(id)).toBe(11);
    const audit = await database().select().from(operatorAuditLog).where(eq(operatorAuditLog.preorderId, id));
    expect(audit.map((a) => [a.action, a.detail])).toContainEqual([
      "ring_size.changed",
      "VueRING ring size 8 → 11",
    ]);

    const bad = await change("14");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose a ring size from 6 to 12");
    expect(await ringOf(id)).toBe(11);

    await setStatus("shipped");
    const late = await change("6");
    expect(late.status).toBe(409);
    expect(late.text).toContain("the ring size can no longer be changed here");
    expect(await ringOf(id)).toBe(11);
  });

  test("an order without a VueRING has no ring size to change", async () => {
    const { id } = await newPreorder(app);
    const [order] = await database().select().from(preorders).where(eq(preorders.id, id));
    const path = app.running.services.orderLinks.path(order!.reference);
    expect(await (await fetch(`${app.url}${path}`)).text()).not.toContain("VueRING ring size");
    const answer = await postForm(app, path, await formBody({ intent: "ring-size-change", ringSize: "8" }));
    expect(answer.status).toBe(404);
  });
});
