import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { outbox, paymentTransitions, preorders } from "../../db/schema";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { startSmtpPeer, type SmtpPeer } from "../support/fakes/smtp-peer";
import { startApp, type TestApp } from "../support/app";
import { GLASSES_INR, newPreorder, post } from "../support/http";
import { describePostgres } from "../support/describe-postgres";
import { engines, type TestDatabase } from "../support/engines";
import { startPaymentsApp, type PaymentsApp } from "../support/payments-app";

interface SandboxFailure {
  error: { metadata: { order_id: string; payment_id: string } };
}

describe.each(engines())("payments with Razorpay on $name", (engine) => {
  let suite: PaymentsApp;
  let app: TestApp;
  let rzp: FakeRazorpay;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    suite = await startPaymentsApp(engine);
    ({ app, rzp, smtp } = suite);
  });
  afterAll(() => suite?.close());
  beforeEach(() => {
    rzp.behaviour = "normal";
  });

  const database = () => suite.database();
  const transitionsTo = (id: string, to: string) => suite.transitionsTo(id, to);
  const createOrder = (id: string) => suite.createOrder(id);
  const statusOf = async (id: string) =>
    (await database().select({ status: preorders.status }).from(preorders).where(eq(preorders.id, id)))[0]
      ?.status;
  /** The buyer's confirmation e-mail rows (staff alerts are counted on their own). */
  const outboxRows = (id: string) =>
    database()
      .select()
      .from(outbox)
      .where(and(eq(outbox.preorderId, id), eq(outbox.kind, "order_confirmation")));
  const staffAlerts = (id: string) =>
    database()
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.preorderId, id), like(outbox.kind, "staff_%")));
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
  const verify = (body: Record<string, unknown>) => post(app, "/api/payments/verify", body);
  /** Waits until the outbox worker has nothing left for this pre-order, then a little more. */
  const outboxSettled = async (id: string) => {
    await expect
      .poll(async () => (await outboxRows(id)).every((r) => r.sentAt !== null), { timeout: 5_000 })
      .toBe(true);
    await app.running.services.notifications.outbox.drain();
  };

  test("create: one gateway order per pre-order, for the stored booking amount, whatever the body says", async () => {
    const { id, email } = await newPreorder(app);
    const first = await post(app, "/api/payments/create", { preorderId: id, amount: 100 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      success: true,
      keyId: rzp.keyId,
      amount: GLASSES_INR.booking,
      currency: "INR",
      preorderId: id,
    });
    expect(first.text).not.toContain(email);
    const order = rzp.orders.get(first.json.orderId!)!;
    expect(order).toMatchObject({
      amount: GLASSES_INR.booking,
      currency: "INR",
      receipt: id,
      notes: { preorder_id: id },
    });
    expect(JSON.stringify(order.notes)).not.toContain("@");

    const creates = rzp.requests.filter((r) => r === "POST /v1/orders").length;
    const [again, twice] = await Promise.all([
      post(app, "/api/payments/create", { preorderId: id }),
      post(app, "/api/payments/create", { preorderId: id }),
    ]);
    expect(again.json.orderId).toBe(first.json.orderId);
    expect(twice.json.orderId).toBe(first.json.orderId);
    expect(rzp.requests.filter((r) => r === "POST /v1/orders").length).toBe(creates);
    expect(await statusOf(id)).toBe("awaiting_payment");
  });

  test("create: a double click on a fresh pre-order answers one order", async () => {
    const { id } = await newPreorder(app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(app, "/api/payments/create", { preorderId: id })),
    );
    const ids = new Set(answers.map((a) => a.json.orderId));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    const [row] = await database().select().from(preorders).where(eq(preorders.id, id));
    expect(row!.gatewayOrderId).toBe([...ids][0]);
  });

  test("create: unknown pre-order 404, bad id 400 naming the field, gateway down 503", async () => {
    expect((await post(app, "/api/payments/create", { preorderId: randomUUID() })).status).toBe(404);
    const bad = await post(app, "/api/payments/create", { preorderId: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("preorderId");
    const { id } = await newPreorder(app);
    rzp.behaviour = "server_error";
    const down = await post(app, "/api/payments/create", { preorderId: id });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBeTruthy();
    expect(await statusOf(id)).toBe("received");
  });

  test("a valid signature and a captured payment: paid, once, with one confirmation e-mail to the stored address", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const res = await verify({ ...checkout, preorderId: id });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "SUCCESS",
      preorder_id: id,
      currency: "INR",
      booking_paid: GLASSES_INR.booking,
      remaining: GLASSES_INR.remaining,
      accessory_credit: GLASSES_INR.credit,
      confirmation_email: "sent",
      // What the success page lists: the items and every amount, never who bought them.
      items: [{ product_id: "glasses", name: "Vue Glass", quantity: 1, line_total: 2_799_900 }],
      subtotal: 2_799_900,
      bundle_discount: 0,
      total: 2_799_900,
      includes_glasses: true,
    });
    expect(res.json.data!.queue_position).toBeGreaterThanOrEqual(1);
    expect(res.text).not.toContain(email);
    expect(res.text).not.toContain("Asha");
    const [row] = await database().select().from(preorders).where(eq(preorders.id, id));
    expect(row).toMatchObject({ status: "paid", gatewayPaymentId: checkout.razorpay_payment_id });
    expect(row!.paidAt).toBeInstanceOf(Date);

    // The callback page asks again (reload): still SUCCESS, no second transition or e-mail.
    const again = await verify({ ...checkout, preorderId: id });
    expect(again.json.data!.status).toBe("SUCCESS");
    await outboxSettled(id);
    expect(await transitionsTo(id, "paid")).toBe(1);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, "");
    for (const words of [
      "Vue Glass",
      "5,600",
      "22,399",
      "1,680",
      "end of September",
      "prescription",
      "queue",
    ]) {
      expect(raw).toContain(words);
    }
  });

  test("a signature with one character changed is refused and nothing is paid", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const sig = checkout.razorpay_signature;
    const tampered = sig.slice(0, 10) + (sig[10] === "a" ? "b" : "a") + sig.slice(11);
    const res = await verify({ ...checkout, razorpay_signature: tampered, preorderId: id });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe("razorpay_signature");
    // The reference lets the buyer quote the pre-order to support; it names nobody.
    const [stored] = await database().select().from(preorders).where(eq(preorders.id, id));
    expect(res.json.reference).toBe(stored!.reference);
    expect(await statusOf(id)).toBe("awaiting_payment");
    expect(await outboxRows(id)).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(0);
  });

  test("another pre-order's payment and signature never pay this one", async () => {
    const mine = await newPreorder(app);
    const theirs = await newPreorder(app);
    await createOrder(mine.id);
    const theirOrder = await createOrder(theirs.id);
    const theirCheckout = rzp.pay(theirOrder.orderId);
    const myRow = (await database().select().from(preorders).where(eq(preorders.id, mine.id)))[0]!;

    const wholesale = await verify({ ...theirCheckout, preorderId: mine.id });
    expect(wholesale.status).toBe(400);
    const spliced = await verify({
      ...theirCheckout,
      razorpay_order_id: myRow.gatewayOrderId,
      preorderId: mine.id,
    });
    expect(spliced.status).toBe(400);
    expect(spliced.json.field).toBe("razorpay_signature");
    expect(await statusOf(mine.id)).toBe("awaiting_payment");
    expect(await statusOf(theirs.id)).toBe("awaiting_payment");
  });

  test("a missing field is a 400 naming it, and without a signature a capture is not taken on the browser's word", async () => {
    const { id } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const full = { ...checkout, preorderId: id };
    for (const field of ["razorpay_payment_id", "razorpay_order_id", "preorderId"] as const) {
      const { [field]: _omitted, ...rest } = full;
      const res = await verify(rest);
      expect(res.status).toBe(400);
      expect(res.json.field).toBe(field);
    }
    const { razorpay_signature: _sig, ...unsigned } = full;
    const res = await verify(unsigned);
    expect(res.status).toBe(200);
    expect(res.json.data!.status).not.toBe("SUCCESS");
    expect(await statusOf(id)).toBe("awaiting_payment");
  });

  test("checkout reported a failure: without a signature the gateway's word gives FAILED", async () => {
    const { id } = await newPreorder(app);
    const order = await createOrder(id);
    const { paymentId } = rzp.fail(order.orderId);
    const res = await verify({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.orderId,
      preorderId: id,
    });
    expect(res.status).toBe(200);
    expect(res.json.data!.status).toBe("FAILED");
    expect(await statusOf(id)).toBe("failed");

    // The buyer tries again on the same order and pays: a capture after a failure is paid.
    const retry = await post(app, "/api/payments/create", { preorderId: id });
    expect(retry.json.orderId).toBe(order.orderId);
    const checkout = rzp.pay(order.orderId);
    expect((await verify({ ...checkout, preorderId: id })).json.data!.status).toBe("SUCCESS");
  });

  test("a webhook with one byte changed is refused with 400", async () => {
    const { id } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const hook = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
    const body = hook.body.replace(`"amount":${GLASSES_INR.booking}`, `"amount":${GLASSES_INR.booking + 1}`);
    expect(body).not.toBe(hook.body);
    expect(body.length).toBe(hook.body.length);
    const res = await post(app, "/api/payments/webhook", body, hook.headers);
    expect(res.status).toBe(400);
    const unsigned = await post(app, "/api/payments/webhook", hook.body, {
      "content-type": "application/json",
    });
    expect(unsigned.status).toBe(400);
    expect(await statusOf(id)).toBe("awaiting_payment");
  });

  test("the same webhook event three times: one transition and one e-mail", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const hook = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
    const first = await post(app, "/api/payments/webhook", hook.body, hook.headers);
    expect(first.status).toBe(200);
    const more = await Promise.all(
      [1, 2].map(() => post(app, "/api/payments/webhook", hook.body, hook.headers)),
    );
    expect(more.map((r) => r.status)).toEqual([200, 200]);
    expect(await statusOf(id)).toBe("paid");
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(1);
    await outboxSettled(id);
    expect(await transitionsTo(id, "paid")).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  test("a webhook racing the callback: one transition and one e-mail", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const paid = rzp.webhook("order.paid", checkout.razorpay_payment_id);
    const captured = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
    const [callback, hook1, hook2] = await Promise.all([
      verify({ ...checkout, preorderId: id }),
      post(app, "/api/payments/webhook", paid.body, paid.headers),
      post(app, "/api/payments/webhook", captured.body, captured.headers),
    ]);
    expect(callback.json.data!.status).toBe("SUCCESS");
    expect([hook1.status, hook2.status]).toEqual([200, 200]);
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(1);
    await outboxSettled(id);
    expect(await transitionsTo(id, "paid")).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  test.each([
    ["answers 404", "not_found"],
    ["is slower than the time-out", "slow"],
    ["answers garbage", "malformed"],
    ["fails with a 5xx", "server_error"],
  ] as const)("the gateway %s: not paid, 503 to retry", async (_label, behaviour) => {
    const { id } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    rzp.behaviour = behaviour;
    const started = Date.now();
    const res = await verify({ ...checkout, preorderId: id });
    expect(Date.now() - started).toBeLessThan(rzp.slowMs);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(res.text).not.toContain("SUCCESS");
    expect(await statusOf(id)).toBe("awaiting_payment");
    await database()
      .update(preorders)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(preorders.id, id));
    await app.running.services.payments.reconciler.runOnce();
    expect(await statusOf(id)).toBe("awaiting_payment");
  });

  test("the gateway refuses the connection: not paid; once it is back, the reconciler settles it", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    await rzp.stop();
    try {
      const res = await verify({ ...checkout, preorderId: id });
      expect(res.status).toBe(503);
      expect(await statusOf(id)).toBe("awaiting_payment");
      const create = await post(app, "/api/payments/create", { preorderId: (await newPreorder(app)).id });
      expect(create.status).toBe(503);
      expect(create.json.error).toBe("Payment Service Unavailable");
    } finally {
      await rzp.restart();
    }
    await database()
      .update(preorders)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(preorders.id, id));
    expect(await app.running.services.payments.reconciler.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe("paid");
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(1);
  });

  test("the captured amount differs: needs review, no e-mail to the buyer, one staff alert", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId, { amount: GLASSES_INR.booking - 100 });
    const res = await verify({ ...checkout, preorderId: id });
    expect(res.status).toBe(200);
    expect(res.json.data!.status).toBe("NEEDS_REVIEW");
    expect(res.json.warning).toBeTruthy();
    expect(await statusOf(id)).toBe("needs_review");
    expect(await outboxRows(id)).toHaveLength(0);
    // A later, correct webhook does not move it out of review.
    const hook = rzp.webhook("payment.captured", rzp.pay(order.orderId).razorpay_payment_id);
    expect((await post(app, "/api/payments/webhook", hook.body, hook.headers)).status).toBe(200);
    expect(await statusOf(id)).toBe("needs_review");
    expect(await outboxRows(id)).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(0);
    // Staff hear about it once, however many events arrived.
    expect(await staffAlerts(id)).toEqual([{ kind: "staff_review_alert" }]);
  });

  test("SMTP down: paid stays paid, and the e-mail goes out once SMTP is back", async () => {
    const { id, email } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    await smtp.stop();
    try {
      const res = await verify({ ...checkout, preorderId: id });
      expect(res.json.data).toMatchObject({ status: "SUCCESS", confirmation_email: "failed" });
      await expect
        .poll(async () => (await outboxRows(id))[0]?.attempts ?? 0, { timeout: 5_000 })
        .toBeGreaterThanOrEqual(2);
      expect(await statusOf(id)).toBe("paid");
      expect((await outboxRows(id))[0]!.sentAt).toBeNull();
    } finally {
      await smtp.restart();
    }
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    expect(await statusOf(id)).toBe("paid");
    // The peer holds the message before the worker records the delivery.
    await expect.poll(async () => (await outboxRows(id))[0]?.sentAt, { timeout: 5_000 }).toBeInstanceOf(Date);
    const [row] = await outboxRows(id);
    expect(row!.lastError).toBeNull();
    const again = await verify({ ...checkout, preorderId: id });
    expect(again.json.data!.confirmation_email).toBe("sent");
  });

  test("queue position counts paid glasses pre-orders in payment order", async () => {
    const a = await newPreorder(app);
    const b = await newPreorder(app);
    const orderA = await createOrder(a.id);
    const orderB = await createOrder(b.id);
    const paidA = await verify({ ...rzp.pay(orderA.orderId), preorderId: a.id });
    const paidB = await verify({ ...rzp.pay(orderB.orderId), preorderId: b.id });
    expect(paidB.json.data!.queue_position).toBe(paidA.json.data!.queue_position! + 1);
    const accessory = await newPreorder(app, [{ id: "vuering", quantity: 1 }]);
    const orderC = await createOrder(accessory.id);
    const paidC = await verify({ ...rzp.pay(orderC.orderId), preorderId: accessory.id });
    expect(paidC.json.data).toMatchObject({ status: "SUCCESS", queue_position: null, accessory_credit: 0 });
  });

  test("the webhook route accepts cross-site posts; verify keeps its own rate limit path", async () => {
    const { id } = await newPreorder(app);
    const order = await createOrder(id);
    const checkout = rzp.pay(order.orderId);
    const hook = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
    const res = await post(app, "/api/payments/webhook", hook.body, {
      ...hook.headers,
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe("paid");
    const forged = await post(
      app,
      "/api/payments/create",
      { preorderId: id },
      { "sec-fetch-site": "cross-site" },
    );
    expect(forged.status).toBe(403);
  });

  test("Razorpay hosts are allowed in the CSP when keys are configured", async () => {
    const csp = (await fetch(`${app.url}/terms`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src[^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/api\.razorpay\.com/);
  });
});

describe("payments with no configuration (sandbox gateway, .eml outbox)", () => {
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "luxid-pay-"));
    app = await startApp({ DATA_DIR: dataDir, OUTBOX_INTERVAL_MS: "50", RATE_LIMIT_DISABLED: "true" });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("pay in the sandbox: signed like Razorpay, webhooks race the callback, exactly one .eml", async () => {
    const { id, email } = await newPreorder(app);
    const order = await post(app, "/api/payments/create", { preorderId: id });
    expect(order.json).toMatchObject({
      success: true,
      keyId: "rzp_test_sandbox",
      amount: GLASSES_INR.booking,
    });
    const paid = await post(app, "/api/payments/sandbox", {
      orderId: order.json.orderId,
      outcome: "success",
    });
    expect(paid.status).toBe(200);
    expect(paid.json.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const res = await post(app, "/api/payments/verify", { ...paid.json, preorderId: id });
    expect(res.json.data!.status).toBe("SUCCESS");
    await app.running.services.payments.sandbox!.settled();
    await app.running.services.notifications.outbox.drain();
    const files = (await readdir(path.join(dataDir, "outbox"))).filter((f) => f.endsWith(".eml"));
    const mine = [];
    for (const f of files) {
      if ((await readFile(path.join(dataDir, "outbox", f), "utf8")).includes(email)) mine.push(f);
    }
    expect(mine).toHaveLength(1);
    const rows = await app.running.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentTransitions)
      .where(and(eq(paymentTransitions.preorderId, id), eq(paymentTransitions.toStatus, "paid")));
    expect(rows[0]!.n).toBe(1);
    // A second payment of the same order is refused.
    expect(
      (await post(app, "/api/payments/sandbox", { orderId: order.json.orderId, outcome: "success" })).status,
    ).toBe(409);
  });

  test("fallback mode: the whole pre-order with its key is stored first, once, and priced on the server", async () => {
    const idempotencyKey = randomUUID();
    const preorder = {
      name: "Asha Rao",
      email: `fallback-${randomBytes(4).toString("hex")}@example.com`,
      phone: "+91 98450 12345",
      address: "12 MG Road, Bengaluru, Karnataka 560001",
      items: [{ id: "glasses", quantity: 1 }],
      fillMs: 10_000,
      amount: 1,
    };
    const first = await post(app, "/api/payments/create", { preorder, idempotencyKey });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ success: true, amount: GLASSES_INR.booking, currency: "INR" });
    const again = await post(app, "/api/payments/create", { preorder, idempotencyKey });
    expect(again.json.preorderId).toBe(first.json.preorderId);
    expect(again.json.orderId).toBe(first.json.orderId);
    const invalid = await post(app, "/api/payments/create", {
      preorder: { ...preorder, email: "nope" },
      idempotencyKey: randomUUID(),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.field).toBe("preorder.email");
  });

  test("a sandbox failure is FAILED, and the CSP names no Razorpay host", async () => {
    const { id } = await newPreorder(app);
    const order = await post(app, "/api/payments/create", { preorderId: id });
    const failed = await post<SandboxFailure>(app, "/api/payments/sandbox", {
      orderId: order.json.orderId,
      outcome: "failure",
    });
    expect(failed.json.error.metadata.order_id).toBe(order.json.orderId);
    const res = await post(app, "/api/payments/verify", {
      razorpay_payment_id: failed.json.error.metadata.payment_id,
      razorpay_order_id: order.json.orderId,
      preorderId: id,
    });
    expect(res.json.data!.status).toBe("FAILED");
    const csp = (await fetch(`${app.url}/payment-callback`)).headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("razorpay");
  });
});

describe("payment rate limits", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://" });
  });
  afterAll(async () => {
    await app?.close();
  });

  test("create answers 429 with Retry-After once its budget is spent", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await post(app, "/api/payments/create", { preorderId: randomUUID() });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

// Two instances on one PostgreSQL (the scale set-up): the callback on one, the webhook on the other.
describePostgres("two app instances", (engine) => {
  let db: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let rzp: FakeRazorpay;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    smtp = await startSmtpPeer();
    db = await engine.create();
    const env = {
      ...db.env,
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_API_BASE: rzp.url,
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: "20",
      RATE_LIMIT_DISABLED: "true",
      STAFF_EMAIL: "staff@luxid.example",
    };
    [one, two] = await Promise.all([startApp(env), startApp(env)]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
    await rzp?.close();
    await smtp?.close();
  });

  test("callback on one and webhooks on the other, ten times over: one transition and one e-mail each", async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newPreorder(one)));
    await Promise.all(
      buyers.map(async ({ id }) => {
        const { json: order } = await post(two, "/api/payments/create", { preorderId: id });
        const checkout = rzp.pay(order.orderId!);
        const captured = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
        const paid = rzp.webhook("order.paid", checkout.razorpay_payment_id);
        const answers = await Promise.all([
          post(one, "/api/payments/verify", { ...checkout, preorderId: id }),
          post(two, "/api/payments/webhook", captured.body, captured.headers),
          post(one, "/api/payments/webhook", paid.body, paid.headers),
          post(two, "/api/payments/verify", { ...checkout, preorderId: id }),
        ]);
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
        expect(answers[0].json.data!.status).toBe("SUCCESS");
        expect(answers[3].json.data!.status).toBe("SUCCESS");
      }),
    );
    const database = one.running.services.database.db;
    for (const { id, email } of buyers) {
      const transitions = await database
        .select()
        .from(paymentTransitions)
        .where(and(eq(paymentTransitions.preorderId, id), eq(paymentTransitions.toStatus, "paid")));
      expect(transitions).toHaveLength(1);
      await expect
        .poll(
          async () =>
            (await database.select().from(outbox).where(eq(outbox.preorderId, id))).every((r) => r.sentAt),
          { timeout: 10_000 },
        )
        .toBe(true);
      await one.running.services.notifications.outbox.drain();
      await two.running.services.notifications.outbox.drain();
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
      // And the staff: one alert per paid pre-order, though the callback and two webhooks raced.
      const [{ reference }] = (await database
        .select({ reference: preorders.reference })
        .from(preorders)
        .where(eq(preorders.id, id))) as [{ reference: string }];
      const alerts = smtp.messages.filter(
        (m) => m.to.includes("staff@luxid.example") && m.raw.includes(reference),
      );
      expect(alerts).toHaveLength(1);
    }
    // Ten paid glasses pre-orders: queue places 1 to 10, each once, in payment order.
    const places = await Promise.all(
      buyers.map(async ({ id }) => {
        const [row] = await database.select().from(preorders).where(eq(preorders.id, id));
        const checkout = {
          razorpay_order_id: row!.gatewayOrderId,
          razorpay_payment_id: row!.gatewayPaymentId,
        };
        const res = await post(one, "/api/payments/verify", { ...checkout, preorderId: id });
        return { paidAt: row!.paidAt!.getTime(), place: res.json.data!.queue_position! };
      }),
    );
    places.sort((a, b) => a.place - b.place);
    expect(places.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let k = 1; k < places.length; k++) {
      expect(places[k]!.paidAt).toBeGreaterThanOrEqual(places[k - 1]!.paidAt);
    }
  });
});
