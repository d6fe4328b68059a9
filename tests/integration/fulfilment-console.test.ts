import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readCsv } from "../../app/lib/csv-read";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { newPreorder, post } from "../support/http";
import { askForLink, consoleClient, consoleShopEnv } from "../support/operators";
import { deliveryWindowFor } from "../../app/lib/delivery-window.server";
import { auditRows, balancePaidOrder, mailsOf, orderRow, paidOrder } from "../support/fulfilment";

/**
 * The fulfilment console over HTTP, as a browser without JavaScript posts its forms: delivery
 * windows, "Mark shipped" on an order's page, the dispatch CSV upload (multipart, checked then
 * applied), the fulfilment view and its lists, the export, and what the buyer's order page shows.
 * The shop runs in sandbox mode, so its orders are test orders with a queue of their own.
 */
describe.each(engines())("fulfilment console on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let ops: ReturnType<typeof consoleClient>;

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp(consoleShopEnv(db.env, { DELIVERY_START: "2027-10" }));
    ops = consoleClient(app, "10.60.0.1");
    expect((await ops.post("/admin/verify", { token: (await askForLink(app, ops)).token })).status).toBe(302);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const database = () => app.running.services.database.db;
  /** A console page's text as read (React's text separators removed) and its CSRF token. */
  const page = async (path: string) => {
    const res = await ops.get(path);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    return { status: res.status, html, csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "" };
  };
  /** A multipart post, as the upload form sends it. */
  const upload = async (fields: Record<string, string>, file?: { name: string; text: string }) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (file) body.set("file", new File([file.text], file.name, { type: "text/csv" }));
    const res = await fetch(`${app.url}/admin/fulfilment/dispatch`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { cookie: ops.cookie, origin: app.url, "x-forwarded-for": "10.60.0.1" },
    });
    return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
  };

  test("a window set in the console reaches the buyer's order page; a bad form names its field", async () => {
    const order = await paidOrder(database(), { testOrder: true });
    const { reference } = order;
    const buyerPage = async () =>
      (await (await fetch(`${app.url}${app.running.services.orderLinks.path(reference)}`)).text()).replaceAll(
        "<!-- -->",
        "",
      );
    expect(await buyerPage()).toContain("The end of October 2027");

    const form = await page("/admin/delivery-windows");
    expect(form.status).toBe(200);
    expect(form.html).toContain("the end of October 2027 (DELIVERY_START)");
    const bad = await ops.post("/admin/delivery-windows", {
      csrf: form.csrf,
      queueFrom: "5",
      queueTo: "2",
      startsOn: "2027-10-01",
      endsOn: "2027-10-10",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The last place cannot be before the first");
    // A window in the past, or years ahead, is refused by name: nothing saved, no one mailed.
    for (const [startsOn, endsOn, error] of [
      ["2020-01-01", "2020-01-10", "The first day cannot be in the past"],
      ["2027-10-01", "9999-12-31", "The last day cannot be more than 18 months ahead"],
    ] as const) {
      const refused = await ops.post("/admin/delivery-windows", {
        csrf: form.csrf,
        queueFrom: "1",
        queueTo: "",
        startsOn,
        endsOn,
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(error);
    }
    expect(await mailsOf(database(), order.id, "delivery_window_changed")).toHaveLength(0);

    const saved = await ops.post("/admin/delivery-windows", {
      csrf: form.csrf,
      queueFrom: "1",
      queueTo: "",
      startsOn: "2027-10-05",
      endsOn: "2027-10-12",
    });
    expect(saved.status).toBe(200);
    expect((await saved.text()).replaceAll("<!-- -->", "")).toMatch(
      /Saved 5–12 October 2027 for places 1–end: \d+ orders? awaiting dispatch/,
    );
    expect(await mailsOf(database(), order.id, "delivery_window_changed")).toHaveLength(1);
    expect(await buyerPage()).toContain("5–12 October 2027");
  });

  test("the payment callback tells a new buyer the window of their place in the queue", async () => {
    const { id } = await newPreorder(app);
    const order = await post(app, "/api/payments/create", { preorderId: id });
    const paid = await post(app, "/api/payments/sandbox", {
      orderId: order.json.orderId,
      outcome: "success",
    });
    const verified = await post(app, "/api/payments/verify", { ...paid.json, preorderId: id });
    expect(verified.json.data).toMatchObject({ status: "SUCCESS" });
    const expected = (await deliveryWindowFor(database(), id, "2027-10"))!.window;
    expect(verified.json.data).toMatchObject({
      delivery_window: { starts_on: expected.startsOn, ends_on: expected.endsOn },
    });
  });

  test("Mark shipped on the order page: refused without the prescription, then shipped on a reason", async () => {
    const order = await balancePaidOrder(database(), { testOrder: true });
    const detail = await page(`/admin/preorders/${order.id}`);
    expect(detail.html).toContain("Missing: it ships only with your reason");
    const ship = (extra: Record<string, string>) =>
      ops.post(`/admin/preorders/${order.id}`, {
        csrf: detail.csrf,
        intent: "ship",
        carrier: "fedex",
        trackingNumber: "FX 7000 0001",
        ...extra,
      });

    const refused = await ship({});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("has no prescription yet");
    expect((await orderRow(database(), order.id)).status).toBe("balance_paid");

    const shipped = await ship({ prescriptionOverride: "Buyer wears contact lenses" });
    expect(shipped.status).toBe(200);
    expect(await orderRow(database(), order.id)).toMatchObject({
      status: "shipped",
      carrier: "FedEx",
      trackingNumber: "FX70000001",
    });
    expect(await auditRows(database(), "order.prescription_override", order.id)).toHaveLength(1);

    // The buyer sees the step, its date, the carrier and a tracking link.
    const buyer = (
      await (await fetch(`${app.url}${app.running.services.orderLinks.path(order.reference)}`)).text()
    ).replaceAll("<!-- -->", "");
    expect(buyer).toContain("FedEx, tracking number FX70000001");
    expect(buyer).toContain('href="https://www.fedex.com/fedextrack/?trknbr=FX70000001"');
    expect(buyer).toMatch(/data-step="shipped" data-done=""/);
    expect(buyer).toMatch(/data-step="delivered">/);
  });

  test("the CSV upload is checked, refused whole on a bad row, then applied; the export and the view show it", async () => {
    const a = await balancePaidOrder(database(), { testOrder: true, prescription: true });
    const b = await balancePaidOrder(database(), { testOrder: true, prescription: true });
    const csrf = (await page("/admin/fulfilment/dispatch")).csrf;
    const good = `reference,carrier,tracking_number\r\n${a.reference},Blue Dart,BD30000001\r\n${b.reference},Blue Dart,BD30000002\r\n`;
    const bad = `${good}LX-ZZZZZZ,Blue Dart,BD30000003\r\n`;

    const checked = await upload({ csrf, intent: "check", kind: "ship" }, { name: "wave.csv", text: bad });
    expect(checked.status).toBe(200);
    expect(checked.html).toContain("Refused: row 4. Nothing was changed");
    expect(checked.html).not.toContain("Apply the file");

    // Posted to apply anyway (a stale page): refused whole, nothing shipped.
    const refused = await upload({ csrf, intent: "apply", kind: "ship", csv: bad });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("No order has the reference LX-ZZZZZZ");
    for (const o of [a, b]) expect((await orderRow(database(), o.id)).status).toBe("balance_paid");

    const preview = await upload({ csrf, intent: "check", kind: "ship" }, { name: "wave.csv", text: good });
    expect(preview.html).toContain("Ship 2 orders");
    const applied = await upload({ csrf, intent: "apply", kind: "ship", csv: good });
    expect(applied.status).toBe(200);
    expect(applied.html).toContain("Shipped: 2 orders");
    for (const o of [a, b]) {
      expect((await orderRow(database(), o.id)).status).toBe("shipped");
      expect(await mailsOf(database(), o.id, "order_dispatched")).toHaveLength(1);
    }

    const view = await page("/admin/fulfilment");
    expect(view.status).toBe(200);
    expect(view.html).toContain("Orders by state");
    expect(view.html).toContain("Balance paid");
    const list = await page("/admin/fulfilment/orders?list=shipped");
    expect(list.html).toContain(a.reference);
    expect(list.html).toContain("Blue Dart, BD30000001");
    expect((await ops.get("/admin/fulfilment/orders?list=nope")).status).toBe(400);

    const csv = await (await ops.get(`/admin/export/preorders.csv?q=${a.reference}`)).text();
    const read = readCsv(csv);
    if (!read.ok) throw new Error(read.error);
    const [header, line] = read.records;
    const cell = (name: string) => line!.cells[header!.cells.indexOf(name)];
    expect(cell("carrier")).toBe("Blue Dart");
    expect(cell("tracking_number")).toBe("BD30000001");
    expect(cell("prescription")).toBe("none");
    expect(cell("shipped_at")).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
