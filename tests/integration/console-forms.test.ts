import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { balancePaidOrder } from "../support/fulfilment";
import { consoleClient, csrfOf, consoleShopEnv, seedPreorder, signedInConsole } from "../support/operators";

/**
 * The console's forms as a browser without JavaScript meets them: a refused form comes back as the
 * page, with the field's message, the field marked invalid and pointing at that message, and what
 * was typed kept. Each form is checked by its zod schema in the action.
 */
describe.each(engines())("console forms without JavaScript on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let ops: ReturnType<typeof consoleClient>;
  let preorderId: string;

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp(consoleShopEnv(db.env));
    ops = await signedInConsole(app, "10.70.0.1");
    preorderId = (await seedPreorder(app)).id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** Posts `fields` (with the page's CSRF token) to `path` and answers the status and the page's HTML. */
  async function refused(path: string, fields: Record<string, string>) {
    const csrf = await csrfOf(await ops.get(path));
    const res = await ops.post(path, { csrf, ...fields });
    return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
  }

  /** The opening tag of the control whose id is `id`. */
  function control(html: string, id: string): string {
    const tag = new RegExp(`<(input|textarea|select)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
    if (!tag) throw new Error(`No control with id ${id}`);
    return tag;
  }

  /** The control is marked invalid and described by its error, which says `message`. */
  function expectFieldError(html: string, id: string, message: string) {
    const tag = control(html, id);
    expect(tag).toContain('aria-invalid="true"');
    expect(/aria-describedby="([^"]*)"/.exec(tag)?.[1]?.split(" ")).toContain(`${id}-error`);
    expect(html).toMatch(new RegExp(`id="${id}-error"[^>]*>${message}<`));
  }

  test("an operator note of only spaces: the note field is marked invalid and says why", async () => {
    const { status, html } = await refused(`/admin/preorders/${preorderId}`, { intent: "note", body: "   " });
    expect(status).toBe(400);
    expectFieldError(html, "note-body", "Write a note first");
  });

  test("a delivery window ending before it starts in the queue: that field, the hint kept, the values kept", async () => {
    const { status, html } = await refused("/admin/delivery-windows", {
      queueFrom: "5",
      queueTo: "2",
      startsOn: "2027-10-01",
      endsOn: "2027-10-10",
    });
    expect(status).toBe(400);
    expectFieldError(html, "delivery-window-queueTo", "The last place cannot be before the first");
    expect(control(html, "delivery-window-queueTo")).toContain("delivery-window-queueTo-hint");
    expect(control(html, "delivery-window-queueFrom")).not.toContain("aria-invalid");
    expect(control(html, "delivery-window-queueFrom")).toContain('value="5"');
    expect(control(html, "delivery-window-endsOn")).toContain('value="2027-10-10"');
  });

  test("a wave shipping in the past: the ship date is marked invalid, the number kept", async () => {
    const { status, html } = await refused("/admin/waves", {
      intent: "open-wave",
      idempotencyKey: crypto.randomUUID(),
      by: "count",
      number: "3",
      shipDate: "2020-01-01",
    });
    expect(status).toBe(400);
    expectFieldError(html, "open-wave-shipDate", "The ship date cannot be in the past");
    expect(control(html, "open-wave-number")).toContain('value="3"');
  });

  test("a cancellation reason over 500 characters: the reason is marked invalid, nothing cancelled", async () => {
    const path = `/admin/preorders/${preorderId}/cancel`;
    const { status, html } = await refused(path, { confirmedRefund: "0", reason: "x".repeat(501) });
    expect(status).toBe(400);
    expectFieldError(html, "cancel-order-reason", "At most 500 characters");
    expect(html).toContain("Nothing was captured for this order: nothing will be refunded.");
  });

  test("Mark shipped without the missing prescription's reason: the reason is marked invalid, carrier and tracking kept", async () => {
    const order = await balancePaidOrder(app.running.services.database.db, { testOrder: true });
    const { status, html } = await refused(`/admin/preorders/${order.id}`, {
      intent: "ship",
      carrier: "fedex",
      trackingNumber: "FX 7000 0002",
    });
    expect(status).toBe(409);
    const reason = control(html, "ship-prescriptionOverride");
    expect(reason).toContain('aria-invalid="true"');
    expect(/aria-describedby="([^"]*)"/.exec(reason)?.[1]?.split(" ")).toEqual([
      "ship-prescriptionOverride-error",
      "ship-prescriptionOverride-hint",
    ]);
    expect(html).toMatch(/id="ship-prescriptionOverride-error"[^>]*>[^<]*has no prescription yet/);
    expect(control(html, "ship-carrier")).toContain('value="fedex"');
    expect(control(html, "ship-trackingNumber")).toContain('value="FX 7000 0002"');
  });

  /** The opening tag of the form whose id is `id`. */
  function formTag(html: string, id: string): string {
    const tag = new RegExp(`<form\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
    if (!tag) throw new Error(`No form with id ${id}`);
    return tag;
  }

  test("console pages carry no script file, and their forms are left to the browser's own checks: the schema's constraints, no novalidate", async () => {
    const pages = {
      "/admin/delivery-windows": { form: "delivery-window", required: ["queueFrom", "startsOn", "endsOn"] },
      "/admin/waves": { form: "open-wave", required: ["number", "shipDate"] },
      [`/admin/preorders/${preorderId}`]: { form: "note", required: ["body"] },
    };
    for (const [path, { form, required }] of Object.entries(pages)) {
      const html = await (await ops.get(path)).text();
      expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"/);
      expect(formTag(html, form), path).toContain('method="post"');
      expect(formTag(html, form).toLowerCase(), path).not.toContain("novalidate");
      for (const name of required)
        expect(control(html, `${form}-${name}`), `${path} ${name}`).toContain("required");
    }
    const windows = await (await ops.get("/admin/delivery-windows")).text();
    expect(control(windows, "delivery-window-queueFrom")).toContain('min="1"');
    expect(control(windows, "delivery-window-queueTo")).not.toContain("required");
  });

  test("the same note posted twice (a second click while the first post is on its way) is kept once", async () => {
    const path = `/admin/preorders/${preorderId}`;
    const body = `Double-clicked note ${crypto.randomUUID()}`;
    const csrf = await csrfOf(await ops.get(path));
    const [first, second] = await Promise.all([
      ops.post(path, { csrf, intent: "note", body }),
      ops.post(path, { csrf, intent: "note", body }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const html = await (await ops.get(path)).text();
    expect(html.split(body).length - 1).toBe(1);
    // Another note, or the same words later from the form again, is a note of its own.
    await ops.post(path, { csrf, intent: "note", body: `${body} (and another)` });
    expect((await (await ops.get(path)).text()).split(body).length - 1).toBe(2);
  });
});
