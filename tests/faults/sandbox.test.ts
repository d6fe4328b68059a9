import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { preorders } from "../../db/schema";
import { queuePosition } from "../../app/features/orders/server/state-machine.server";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { newPreorder, post } from "../support/http";
import { seedPreorder } from "../support/operators";

type Rows = { rows: { n: number }[] };

const BANNER = "Test mode — no real payment is taken";
const PAGES = ["/", "/preorder", "/store/vuering", "/terms", "/admin", "/no-such-page"];
const RAZORPAY = {
  PAYMENTS_MODE: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_fault",
  RAZORPAY_KEY_SECRET: "fault-secret",
  RAZORPAY_WEBHOOK_SECRET: "fault-webhook-secret",
  // Never called here: these tests create no gateway orders in razorpay mode.
  RAZORPAY_API_BASE: "http://127.0.0.1:9",
};

/** Pays a stored pre-order through the sandbox, as the TEST MODE dialog does, and waits for its e-mails. */
async function payInSandbox(app: TestApp, preorderId: string) {
  const order = await post(app, "/api/payments/create", { preorderId });
  expect(order.status, order.text).toBe(200);
  const paid = await post(app, "/api/payments/sandbox", { orderId: order.json.orderId, outcome: "success" });
  const verified = await post(app, "/api/payments/verify", { ...paid.json, preorderId });
  expect(verified.json.data?.status).toBe("SUCCESS");
  await app.running.services.payments.sandbox!.settled();
  await app.running.services.notifications.outbox.drain();
  return verified.json.data!;
}

describe.each(engines())("sandbox mode on $name", (engine) => {
  let db: TestDatabase;
  let sandbox: TestApp;

  beforeAll(async () => {
    db = await engine.create();
    sandbox = await startApp({ ...db.env, DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true" });
  });
  afterAll(async () => {
    await sandbox?.close();
    await db?.drop();
  });

  test("every page carries the test-mode banner, and /readyz reports the mode", async () => {
    for (const page of PAGES) {
      const html = await (await fetch(`${sandbox.url}${page}`)).text();
      expect(html, page).toContain(BANNER);
    }
    expect(await (await fetch(`${sandbox.url}/readyz`)).json()).toMatchObject({ payments: "sandbox" });
  });

  test("e-mail subjects start with [TEST]: the confirmation, the staff alert, an operator's sign-in link", async () => {
    const mailer = sandbox.running.services.notifications.mailer;
    const before = mailer.sent!.length;
    const { id } = await newPreorder(sandbox);
    await payInSandbox(sandbox, id);
    const signIn = await fetch(`${sandbox.url}/admin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@luxid.example" }),
    });
    expect(signIn.status).toBe(200);
    const subjects = mailer.sent!.slice(before).map((m) => m.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(2); // the buyer's confirmation and the staff alert
    for (const subject of subjects) expect(subject).toMatch(/^\[TEST\] \S/);
    // The subject in the message itself, plain or MIME-encoded (a subject with "—" or "₹" is).
    for (const mail of mailer.sent!.slice(before)) {
      expect(mail.raw).toMatch(/^Subject: (\[TEST\] |=\?UTF-8\?Q\?=5BTEST=5D_)/m);
    }
  });

  test("a sandbox pre-order is a test order and never takes a place in the real delivery queue", async () => {
    const handle = sandbox.running.services.database.db;
    // A test order paid first…
    const test = await newPreorder(sandbox);
    const testPaid = await payInSandbox(sandbox, test.id);
    const [row] = await handle
      .select({ testOrder: preorders.testOrder })
      .from(preorders)
      .where(eq(preorders.id, test.id));
    expect(row!.testOrder).toBe(true);
    expect(testPaid.queue_position).toBeGreaterThanOrEqual(1);

    // …then a real buyer's order, stored as razorpay mode stores it, paid after it.
    const real = await seedPreorder(sandbox, "Ravi Kumar", "ravi@example.com", { testOrder: false });
    await handle
      .update(preorders)
      .set({ status: "paid", paidAt: sql`now()` })
      .where(eq(preorders.id, real.id));
    const earlier = await handle.execute(
      sql`select count(*)::int as n from luxid_preorders
          where not test_order and status = 'paid' and includes_glasses and id <> ${real.id}`,
    );
    // Only real orders count ahead of a real buyer, however many test orders were paid before.
    expect(await queuePosition(handle, real.id)).toBe((earlier as Rows).rows[0]!.n + 1);
    // And the test order's place does not move when a real one is paid.
    expect(await queuePosition(handle, test.id)).toBe(testPaid.queue_position);
  });
});

test("in razorpay mode: no banner, real orders, and /readyz says razorpay", async () => {
  const live = await startApp({ DATA_DIR: "memory://", RATE_LIMIT_DISABLED: "true", ...RAZORPAY });
  try {
    for (const page of PAGES) expect(await (await fetch(`${live.url}${page}`)).text()).not.toContain(BANNER);
    expect(await (await fetch(`${live.url}/readyz`)).json()).toMatchObject({ payments: "razorpay" });
    const { id } = await newPreorder(live);
    const [row] = await live.running.services.database.db
      .select({ testOrder: preorders.testOrder })
      .from(preorders)
      .where(eq(preorders.id, id));
    expect(row!.testOrder).toBe(false);
  } finally {
    await live.close();
  }
});
