import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { randomUUID } from "node:crypto";
import { paidPreorder, referenceOf } from "../support/balance";
import { post } from "../support/http";
import { engines, type TestDatabase } from "../support/engines";
import { consoleShopEnv, signedInConsole } from "../support/operators";
import { pdfText } from "../support/pdf-text";

/** The seller's settings a shop names on its pages and documents. */
const SELLER = {
  SELLER_LEGAL_NAME: "Luxid Technologies Private Limited",
  SELLER_GSTIN: "29AAACL1234K1ZK",
  SELLER_ADDRESS: "12 Residency Road, Bengaluru, Karnataka 560025",
  GRIEVANCE_OFFICER: "Asha Menon",
  GRIEVANCE_EMAIL: "grievance@luxid.example",
  GRIEVANCE_PHONE: "+91 80 4718 2200",
};

test("a live shop without its seller's settings refuses to start, in one line naming them", async () => {
  const started = startApp({
    DATA_DIR: "memory://",
    RAZORPAY_KEY_ID: "rzp_live_x",
    RAZORPAY_KEY_SECRET: "secret",
    RAZORPAY_WEBHOOK_SECRET: "whsec",
    SELLER_LEGAL_NAME: SELLER.SELLER_LEGAL_NAME,
  });
  const error = await started.then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(error?.message).toMatch(
    /SELLER_GSTIN, SELLER_ADDRESS, GRIEVANCE_OFFICER, GRIEVANCE_EMAIL are missing/,
  );
  expect(error?.message).not.toContain("\n");
});

describe.each(engines())("documents in the shop on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp(consoleShopEnv(db.env, SELLER));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const get = (path: string) => fetch(`${app.url}${path}`, { redirect: "manual" });
  /** A page's HTML without the comments React puts between adjacent texts. */
  const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

  test("the footer names the seller and GSTIN; /contact the grievance officer; product pages the tax and origin", async () => {
    const home = await html(await get("/"));
    expect(home).toContain(`Sold by ${SELLER.SELLER_LEGAL_NAME} · GSTIN ${SELLER.SELLER_GSTIN}`);
    const contact = await html(await get("/contact"));
    for (const text of [
      SELLER.GRIEVANCE_OFFICER,
      SELLER.GRIEVANCE_EMAIL,
      SELLER.GRIEVANCE_PHONE,
      SELLER.SELLER_GSTIN,
    ]) {
      expect(contact).toContain(text);
    }
    expect(contact).toContain("acknowledged within 48 hours and resolved within");
    const product = await html(await get("/store/vue-glass"));
    expect(product).toContain("Price inclusive of all taxes.");
    expect(product).toContain("Country of origin: India");
  });

  test("after the booking, the order page lists its receipt voucher; its page and PDF sit behind the page's token", async () => {
    const { id, reference } = await paidPreorder(app, null);
    const pagePath = app.running.services.orderLinks.path(reference);
    const page = await html(await get(pagePath));
    const number = /Receipt voucher <span[^>]*>(TRV\d{4}-\d{6})<\/span>/.exec(page)?.[1];
    expect(number, "the receipt voucher's number on the order page").toBeTruthy();
    const token = new URL(pagePath, app.url).searchParams.get("t")!;
    const base = `/orders/${reference}/documents/${number}`;
    expect(page).toContain(`${base}/pdf?t=${token}`.replaceAll("&", "&amp;"));

    const pdf = await get(`${base}/pdf?t=${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Number: ${number}`);
    expect(text).toContain(`GSTIN: ${SELLER.SELLER_GSTIN}`);
    expect(text).toContain("8528");
    expect(text).toContain("Total: INR 5,600.00");

    const printable = await get(`${base}?t=${token}`);
    expect(printable.status).toBe(200);
    const body = await printable.text();
    expect(body).toContain("Receipt voucher");
    expect(body).toContain("No GST is payable on this advance");

    for (const path of [
      `${base}/pdf`,
      `${base}/pdf?t=${"A".repeat(22)}`,
      `${base}?t=`,
      `/orders/${reference}/documents/TRV0000-000009/pdf?t=${token}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }

    // The confirmation e-mail links the same PDF.
    await app.running.services.notifications.outbox.drain();
    const sent = app.running.services.notifications.mailer.sent ?? [];
    const confirmation = sent.find((m) => m.subject.includes(reference) && m.text.includes(number!));
    expect(confirmation?.text).toContain(
      `${app.running.services.env.PUBLIC_SITE_URL.replace(/\/$/, "")}${base}/pdf?t=${token}`,
    );
    expect(id).toBeTruthy();
  });

  test("an address naming no state: the order page asks for the PIN code, state and city, without JavaScript", async () => {
    const saved = await post(app, "/api/preorders", {
      name: "Rohan Patil",
      email: "rohan@example.com",
      phone: "+91 98200 12345",
      address: "Flat 2, Sea View, Marine Drive, Mumbai",
      items: [{ id: "glasses", quantity: 1 }],
      idempotencyKey: randomUUID(),
      fillMs: 10_000,
    });
    expect(saved.status, saved.text).toBe(201);
    const created = await post(app, "/api/payments/create", { preorderId: saved.json.id });
    const checkout = await post(app, "/api/payments/sandbox", {
      orderId: created.json.orderId,
      outcome: "success",
    });
    await post(app, "/api/payments/verify", { ...checkout.json, preorderId: saved.json.id });
    const reference = await referenceOf(app, saved.json.id!);
    const pagePath = app.running.services.orderLinks.path(reference);
    expect(await html(await get(pagePath))).toContain("PIN code and state for your invoice");

    const send = (fields: Record<string, string>) =>
      fetch(`${app.url}${pagePath}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
        body: new URLSearchParams({ intent: "supply-address", ...fields }),
      });
    const refused = await send({ postalCode: "400020", stateCode: "29", city: "Mumbai" });
    expect(refused.status).toBe(400);
    const refusedPage = await html(refused);
    expect(refusedPage).toContain("PIN code 400020 is in Maharashtra");
    expect(refusedPage).toMatch(
      /<select[^>]*aria-invalid="true"[^>]*aria-describedby="supply-stateCode-error"/,
    );

    const saved2 = await send({ postalCode: "400020", stateCode: "27", city: "Mumbai" });
    expect(saved2.status).toBe(303);
    expect(saved2.headers.get("location")).toBe(`${pagePath}#supply-address`);
    const after = await html(await get(pagePath));
    expect(after).toContain("Your tax invoice will name Mumbai 400020, Maharashtra.");
    expect(after).not.toContain("Save PIN code and state");
  });

  test("the console lists the month's documents and exports its GST summary", async () => {
    const { reference } = await paidPreorder(app, null);
    const client = await signedInConsole(app, "203.0.113.42");
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
    })
      .format(new Date())
      .slice(0, 7);
    const list = await client.get(`/admin/documents?month=${month}`);
    expect(list.status).toBe(200);
    const listHtml = await html(list);
    expect(listHtml).toContain(reference);
    expect(listHtml).toContain("Karnataka (29)");

    const csv = await client.get(`/admin/export/gst.csv?month=${month}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const body = await csv.text();
    expect(body).toContain(`Documents issued ${month}`);
    expect(body).toMatch(/\r\nTRV,Receipt voucher,TRV\d{4}-\d{6},TRV\d{4}-\d{6},\d+,0\r\n/);

    expect((await client.get("/admin/export/gst.csv?month=2026-13")).status).toBe(400);
    expect((await get(`/admin/export/gst.csv?month=${month}`)).status).not.toBe(200);
  });
});
