import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { preorderItems, preorders } from "../../db/schema";
import { quoteCart } from "../../app/lib/pricing";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";

/**
 * The pre-order page's own action: the form as a browser without JavaScript posts it. It must go
 * through the same checks, prices and idempotency as POST /api/preorders.
 */
describe.each(engines())("the pre-order form without JavaScript on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let clients = 0;
  const newClient = () => `10.30.${Math.floor(++clients / 250)}.${clients % 250}`;
  const database = () => app.running.services.database.db;

  const details = () => ({
    name: "Asha Rao",
    email: `nojs-${randomUUID()}@example.com`,
    phone: "+91 98765 43210",
    whatsapp: "",
    address: "12 MG Road, Bengaluru 560001",
  });
  const post = (fields: [string, string][], ip = newClient()) =>
    fetch(`${app.url}/preorder?items=glasses`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const rowsFor = (email: string) => database().select().from(preorders).where(eq(preorders.email, email));

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp({ ...db.env, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  test("stores the pre-order with server amounts (posted amounts ignored); a resend answers the same one", async () => {
    const buyer = details();
    const fields: [string, string][] = [
      ...Object.entries(buyer),
      ["item", "glasses:1"],
      ["item", "vuering:2"],
      ["ringSize", "7"],
      // A tampering browser: none of these may reach the database.
      ["total", "100"],
      ["preorderAmount", "100"],
      ["booking", "100"],
    ];
    const res = await post(fields);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Your pre-order is saved");
    const quote = quoteCart(
      [
        { productId: "glasses", quantity: 1 },
        { productId: "vuering", quantity: 2 },
      ],
      "INR",
    );
    const [row] = await rowsFor(buyer.email);
    expect(row).toMatchObject({
      name: buyer.name,
      totalAmount: quote.total,
      preorderAmount: quote.booking,
      remainingAmount: quote.remaining,
      includesGlasses: true,
    });
    expect(html).toContain(row!.reference);
    expect(html).toMatch(new RegExp(`/orders/${row!.reference}\\?t=[\\w-]+`));
    const items = await database().select().from(preorderItems).where(eq(preorderItems.preorderId, row!.id));
    expect(items.map((i) => [i.productId, i.quantity, i.ringSize]).sort()).toEqual([
      ["glasses", 1, null],
      ["vuering", 2, 7],
    ]);

    // The browser resends the form (reload, double click): still one pre-order.
    const again = await post(fields);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(row!.reference);
    expect(await rowsFor(buyer.email)).toHaveLength(1);
  });

  test("invalid details come back (400) with the schema's words and what was typed; nothing is stored", async () => {
    const buyer = { ...details(), phone: "call me", address: "short" };
    const res = await post([...Object.entries(buyer), ["item", "glasses:1"]]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid phone number");
    expect(html).toContain("Please enter your full shipping address, including the PIN code");
    expect(html).toContain(`value="${buyer.email}"`);
    expect(await rowsFor(buyer.email)).toHaveLength(0);
  });

  test.each([
    ["no products", [] as [string, string][], "Please select at least one product"],
    [
      "quantity 11",
      [["item", "glasses:11"]] as [string, string][],
      "At most 10 of each product per pre-order",
    ],
    [
      "a filled honeypot",
      [
        ["item", "glasses:1"],
        ["website", "https://spam.example"],
      ] as [string, string][],
      "Please leave this field empty",
    ],
  ])("%s is refused with the reason, and nothing is stored", async (_name, extra, message) => {
    const buyer = details();
    const res = await post([...Object.entries(buyer), ...extra]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await rowsFor(buyer.email)).toHaveLength(0);
  });

  test("accessories only: asked about the glasses first; 'Continue Anyway' stores it confirmed", async () => {
    const buyer = details();
    const fields: [string, string][] = [...Object.entries(buyer), ["item", "vue-visor:1"]];
    const asked = await post(fields);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Add Vue Glass?");
    expect(await rowsFor(buyer.email)).toHaveLength(0);

    expect((await post([...fields, ["confirmedWithoutGlasses", "true"]])).status).toBe(200);
    const [row] = await rowsFor(buyer.email);
    expect(row).toMatchObject({ includesGlasses: false, confirmedWithoutGlasses: true });
  });

  test("the cart's buttons without JavaScript change the cart and store nothing; a VueRING needs its size", async () => {
    const buyer = details();
    const selected = (html: string, name: string) =>
      new RegExp(`aria-pressed="true"[^>]*aria-label="Selected: ${name}"`).test(html);
    const added = await post([...Object.entries(buyer), ["item", "glasses:1"], ["intent", "toggle:vuering"]]);
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(selected(html, "Vue Glass")).toBe(true);
    expect(selected(html, "VueRING")).toBe(true);
    // What was typed comes back with the changed cart, and the ring size is now asked.
    expect(html).toContain(buyer.email);
    expect(html).toContain('name="ringSize"');

    const removed = await post([
      ...Object.entries(buyer),
      ["item", "glasses:1"],
      ["item", "vuering:1"],
      ["intent", "toggle:glasses"],
    ]);
    const afterRemove = await removed.text();
    expect(selected(afterRemove, "Vue Glass")).toBe(false);
    expect(selected(afterRemove, "VueRING")).toBe(true);

    const more = await post([
      ...Object.entries(buyer),
      ["item", "vuering:1"],
      ["intent", "quantity:vuering:3"],
    ]);
    expect(await more.text()).toContain('value="vuering:3"');
    expect(await rowsFor(buyer.email)).toEqual([]);

    const noSize = await post([...Object.entries(buyer), ["item", "glasses:1"], ["item", "vuering:1"]]);
    expect(noSize.status).toBe(400);
    expect(await noSize.text()).toContain("Choose a ring size from 6 to 12 for your VueRING");
    expect(await rowsFor(buyer.email)).toEqual([]);
  });

  test("the form shares the pre-order rate limit with the JSON API", async () => {
    const ip = newClient();
    const statuses: number[] = [];
    const postJson = () =>
      fetch(`${app.url}/api/preorders`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ items: [] }),
      });
    for (let i = 0; i < 5; i++) statuses.push((await postJson()).status);
    for (let i = 0; i < 5; i++) statuses.push((await post(Object.entries(details()), ip)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const limited = await post([...Object.entries(details()), ["item", "glasses:1"]], ip);
    expect(limited.status).toBe(429);
  });
});
