import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiErrorSchema } from "../../app/lib/api-error";
import { engines } from "../support/engines";
import { newPreorder, post } from "../support/http";
import { startPaymentsApp, type PaymentsApp } from "../support/payments-app";

const BUYER = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98450 12345",
  address: "12 MG Road, Bengaluru, Karnataka 560001",
  items: [{ id: "glasses", quantity: 1 }],
  fillMs: 10_000,
};

/** Renames tables away while `run` runs: every query on them then fails, as with a broken database. */
async function withoutTables(suite: PaymentsApp, tables: readonly string[], run: () => Promise<void>) {
  const db = suite.database();
  for (const t of tables) await db.execute(sql.raw(`alter table ${t} rename to ${t}_gone`));
  try {
    await run();
  } finally {
    for (const t of tables) await db.execute(sql.raw(`alter table ${t}_gone rename to ${t}`));
  }
}

/** The one shape of "come back shortly": 503, Retry-After, a retryable error in words, no stack. */
function expectUnavailable(
  res: { status: number; json: unknown; text: string; headers: Headers },
  what: string,
) {
  expect(res.status, `${what}: ${res.text}`).toBe(503);
  expect(res.headers.get("retry-after"), what).toBe("5");
  expect(res.headers.get("content-type"), what).toContain("application/json");
  const body = apiErrorSchema.parse(res.json);
  expect(body.retryable, what).toBe(true);
  expect(body.error.length, what).toBeGreaterThan(0);
  expect(res.text, what).not.toMatch(/\bat \w|relation|luxid_/);
}

describe.each(engines())("every JSON endpoint that can be unavailable, on $name", (engine) => {
  let suite: PaymentsApp;
  beforeAll(async () => {
    suite = await startPaymentsApp(engine);
  });
  afterAll(() => suite?.close());

  test("the payment gateway down: create and verify answer 503 with Retry-After", async () => {
    const { app, rzp } = suite;
    const { id } = await newPreorder(app);
    const order = await suite.createOrder(id);
    const checkout = rzp.pay(order.orderId);
    await rzp.stop();
    try {
      const other = await newPreorder(app);
      expectUnavailable(await post(app, "/api/payments/create", { preorderId: other.id }), "create");
      expectUnavailable(await post(app, "/api/payments/verify", { ...checkout, preorderId: id }), "verify");
    } finally {
      await rzp.restart();
    }
  });

  test("the database failing: saves, lead capture, payments and the webhook answer 503 with Retry-After", async () => {
    const { app, rzp } = suite;
    const { id } = await newPreorder(app);
    const order = await suite.createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const hook = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
    const tables = ["luxid_preorders", "luxid_preorders_form_start", "luxid_webhook_events"];
    await withoutTables(suite, tables, async () => {
      const save = { ...BUYER, idempotencyKey: randomUUID() };
      // The JSON body at its own path is answered ahead of React Router; other spellings by the route.
      expectUnavailable(await post(app, "/api/preorders", save), "pre-order (fast path)");
      expectUnavailable(await post(app, "/api/preorders/", save), "pre-order (route)");
      const form = new FormData();
      form.set("preorder", JSON.stringify(save));
      const multipart = await fetch(`${app.url}/api/preorders`, { method: "POST", body: form });
      const text = await multipart.text();
      expectUnavailable(
        { status: multipart.status, json: JSON.parse(text) as unknown, text, headers: multipart.headers },
        "pre-order (multipart)",
      );
      const lead = await fetch(`${app.url}/api/form-starts/${randomUUID()}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Asha", email: "asha@example.com" }),
      });
      const leadText = await lead.text();
      expectUnavailable(
        { status: lead.status, json: JSON.parse(leadText) as unknown, text: leadText, headers: lead.headers },
        "form start",
      );
      expectUnavailable(await post(app, "/api/payments/create", { preorderId: id }), "create");
      expectUnavailable(
        await post(app, "/api/payments/create", { preorder: BUYER, idempotencyKey: randomUUID() }),
        "create (fallback mode)",
      );
      expectUnavailable(await post(app, "/api/payments/verify", { ...checkout, preorderId: id }), "verify");
      expectUnavailable(await post(app, "/api/payments/webhook", hook.body, hook.headers), "webhook");
    });
  });
});
