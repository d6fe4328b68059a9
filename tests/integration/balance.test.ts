import { and, eq, isNull, lte, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  balanceOrders,
  deliveryWaves,
  documents,
  operatorAuditLog,
  outbox,
  paymentTransitions,
  preorderItems,
  preorders,
} from "../../db/schema";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { startApp, type TestApp } from "../support/app";
import {
  orderPaths,
  paidPreorder,
  postBalanceForm,
  postBalanceReturn,
  referenceOf,
} from "../support/balance";
import { describePostgres } from "../support/describe-postgres";
import { engines, type TestDatabase } from "../support/engines";
import { GLASSES_INR, newPreorder, post } from "../support/http";
import { askForLink, consoleClient, csrfOf, OPERATOR } from "../support/operators";
import type { DocumentContent } from "../../app/features/documents/contract";

const DAY = 24 * 60 * 60 * 1000;
/** One Vue Glass in India with a VueRING added at the balance: ₹22,399 + ₹4,999 − ₹1,680. */
const WITH_RING = GLASSES_INR.remaining + 499_900 - GLASSES_INR.credit;
/** The e-mails the apps' in-memory mailers sent to `to` whose subject starts with `subject`. */
async function sentMails(apps: TestApp[], to: string, subject: string) {
  // A pass sends up to 20 rows, oldest first (and joining a pass in progress waits for what it
  // claimed): pass until nothing due is left.
  const db = apps[0]!.running.services.database.db;
  for (let pass = 0; pass < 50; pass++) {
    for (const a of apps) await a.running.services.notifications.outbox.drain();
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date())))
      .limit(1);
    if (due.length === 0) break;
  }
  return apps
    .flatMap((a) => a.running.services.notifications.mailer.sent ?? [])
    .filter((m) => m.to === to && m.subject.startsWith(subject));
}
const inAWeek = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);

/**
 * Balance collection over HTTP, as browsers and the gateway send it: a wave opened in the console,
 * the buyer's balance form on the order page (without JavaScript), the signed result coming back,
 * Razorpay's webhooks and the reconciler, and the reminders. Razorpay is the fake over HTTP.
 */
describe.each(engines())("balance collection on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let rzp: FakeRazorpay;
  let ops: ReturnType<typeof consoleClient>;

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    db = await engine.create();
    app = await startApp({
      DATA_DIR: "memory://",
      ...db.env,
      TRUST_PROXY: "true",
      OPERATOR_EMAILS: OPERATOR,
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_API_BASE: rzp.url,
      PAYMENTS_TIMEOUT_MS: "400",
      OUTBOX_INTERVAL_MS: "3600000",
      RECONCILE_INTERVAL_MS: "3600000",
      RATE_LIMIT_DISABLED: "true",
      BALANCE_REMINDER_DAYS: "3",
      BALANCE_DUE_DAYS: "7",
    });
    ops = consoleClient(app, "10.70.0.1");
    const { token } = await askForLink(app, ops);
    expect((await ops.post("/admin/verify", { token })).status).toBe(302);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rzp?.close();
  });

  const database = () => app.running.services.database.db;
  const row = async (id: string) =>
    (await database().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const mails = (id: string, kind: string) =>
    database()
      .select({ subjectKey: outbox.subjectKey })
      .from(outbox)
      .where(and(eq(outbox.preorderId, id), eq(outbox.kind, kind as "balance_due")));
  const transitionsTo = async (id: string, to: string) =>
    (
      await database()
        .select()
        .from(paymentTransitions)
        .where(
          and(
            eq(paymentTransitions.preorderId, id),
            eq(paymentTransitions.toStatus, to as "paid"),
            // Moves into the state (a payment refunded on arrival leaves it where it was).
            ne(paymentTransitions.fromStatus, to as "paid"),
          ),
        )
    ).length;
  /** The console's wave form: its CSRF token and the key of this render. */
  const waveForm = async () => {
    const html = await (await ops.get("/admin/waves")).text();
    return {
      csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]!,
      idempotencyKey: /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!,
    };
  };
  const openWave = (form: { csrf: string; idempotencyKey: string }, by: string, number: number) =>
    ops.post("/admin/waves", {
      ...form,
      intent: "open-wave",
      by,
      number: String(number),
      shipDate: inAWeek(),
    });
  /** The console's single "Send balance link" on the order's page. */
  const sendLink = async (id: string) => {
    const csrf = await csrfOf(await ops.get(`/admin/preorders/${id}`));
    return ops.post(`/admin/preorders/${id}`, { csrf, intent: "balance-link" });
  };
  const balanceDue = async () => {
    const order = await paidPreorder(app, rzp);
    expect((await sendLink(order.id)).status).toBe(200);
    expect((await row(order.id)).status).toBe("balance_due");
    return order;
  };

  // First in the file: the queue holds only this test's orders.
  test("a wave takes the next paid glasses orders in queue order, once; the same form again opens nothing", async () => {
    const realTest = await paidPreorder(app, rzp);
    await database().update(preorders).set({ testOrder: true }).where(eq(preorders.id, realTest.id));
    const [a, b, c] = [
      await paidPreorder(app, rzp),
      await paidPreorder(app, rzp),
      await paidPreorder(app, rzp),
    ];
    const accessoryOnly = await paidPreorder(app, rzp, [{ id: "vuering", quantity: 1 }]);
    const unpaid = await newPreorder(app);

    const form = await waveForm();
    const opened = await openWave(form, "count", 2);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Wave opened: 2 balance links");
    for (const { id } of [a, b]) {
      const r = await row(id);
      expect(r.status).toBe("balance_due");
      expect(r.waveId).toBe(form.idempotencyKey);
      expect(r.balanceRequestedAt).toBeInstanceOf(Date);
      expect(await transitionsTo(id, "balance_due")).toBe(1);
      expect(await mails(id, "balance_due")).toHaveLength(1);
      expect(await mails(id, "prescription_reminder")).toHaveLength(1);
      const audited = await database()
        .select()
        .from(operatorAuditLog)
        .where(and(eq(operatorAuditLog.preorderId, id), eq(operatorAuditLog.action, "balance.requested")));
      expect(audited).toHaveLength(1);
    }
    for (const { id } of [c, accessoryOnly, realTest]) expect((await row(id)).status).toBe("paid");
    expect((await row(unpaid.id)).status).not.toBe("balance_due");

    // The same form submitted again (a double click, a retry): the same wave, nothing sent again.
    const repeated = await openWave(form, "count", 2);
    expect(await repeated.text()).toContain("already opened");
    expect((await row(c.id)).status).toBe("paid");
    const waves = await database().select().from(deliveryWaves);
    expect(waves).toHaveLength(1);
    expect(waves[0]).toMatchObject({ size: 2, testOrder: false, openedBy: OPERATOR });

    // Up to queue position 2: those places are asked already, so nobody is.
    const none = await openWave(await waveForm(), "position", 2);
    expect(none.status).toBe(409);
    expect(await none.text()).toContain("No paid glasses pre-order is waiting");
    // Up to position 3 takes the third buyer only; the accessory-only order is never in a wave.
    expect((await openWave(await waveForm(), "position", 3)).status).toBe(200);
    expect((await row(c.id)).status).toBe("balance_due");
    expect((await row(accessoryOnly.id)).status).toBe("paid");
    expect(await mails(c.id, "balance_due")).toHaveLength(1);

    // The accessory-only order gets its link from its own page: once, and no prescription reminder.
    expect((await sendLink(accessoryOnly.id)).status).toBe(200);
    const again = await sendLink(accessoryOnly.id);
    expect(again.status).toBe(409);
    expect((await row(accessoryOnly.id)).waveId).toBeNull();
    expect(await mails(accessoryOnly.id, "balance_due")).toHaveLength(1);
    expect(await mails(accessoryOnly.id, "prescription_reminder")).toHaveLength(0);
    // The wave form refuses a past ship date, naming the field.
    const past = await ops.post("/admin/waves", {
      ...(await waveForm()),
      intent: "open-wave",
      by: "count",
      number: "1",
      shipDate: "2020-01-01",
    });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("The ship date cannot be in the past");
  });

  test("the balance is the server's quote: amounts from the browser are ignored; a reload reuses the gateway order", async () => {
    const order = await balanceDue();
    const ring = { "add-vuering": "1", "ring-size": "8" };
    const tampered = {
      amount: "100",
      toPay: "100",
      total: "1",
      "add-glasses": "1",
      creditApplied: "9999999",
    };
    const first = await postBalanceForm(app, order.reference, { ...ring, ...tampered });
    expect(first.status).toBe(200);
    expect(first.hosted.amount).toBe(String(WITH_RING));
    expect(rzp.orders.get(first.orderId!)?.amount).toBe(WITH_RING);
    const [stored] = await database()
      .select()
      .from(balanceOrders)
      .where(eq(balanceOrders.preorderId, order.id));
    expect(stored).toMatchObject({ amount: WITH_RING, creditApplied: GLASSES_INR.credit, status: "created" });
    expect(stored!.addedItems).toEqual([
      { productId: "vuering", quantity: 1, unitPrice: 499_900, lineTotal: 499_900, ringSize: 8 },
    ]);

    // A reload, a second click: the same gateway order, none created.
    const created = rzp.requests.filter((r) => r === "POST /v1/orders").length;
    const second = await postBalanceForm(app, order.reference, ring);
    expect(second.orderId).toBe(first.orderId);
    expect(rzp.requests.filter((r) => r === "POST /v1/orders").length).toBe(created);

    // A VueRING without its size is refused by name; nothing is created.
    const noSize = await postBalanceForm(app, order.reference, { "add-vuering": "1" });
    expect(noSize.status).toBe(400);
    expect(noSize.html).toContain("Choose a ring size from 6 to 12");
    expect(noSize.orderId).toBeUndefined();

    // A changed basket supersedes the open order with a new one.
    const visor = await postBalanceForm(app, order.reference, { "add-vue-visor": "1" });
    expect(visor.orderId).not.toBe(first.orderId);
    const rows = await database().select().from(balanceOrders).where(eq(balanceOrders.preorderId, order.id));
    expect(rows.find((r) => r.gatewayOrderId === first.orderId)!.status).toBe("superseded");
    expect(rows.filter((r) => r.status === "created").map((r) => r.gatewayOrderId)).toEqual([visor.orderId]);

    // Back to the ring, paid on Razorpay's hosted page, whose result is a cross-site post.
    const final = await postBalanceForm(app, order.reference, ring);
    const signed = rzp.pay(final.orderId!);
    const back = await postBalanceReturn(
      app,
      order.reference,
      { ...signed },
      { "sec-fetch-site": "cross-site" },
    );
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${orderPaths(app, order.reference).page}&balance=paid#balance`);
    const paid = await row(order.id);
    expect(paid).toMatchObject({
      status: "balance_paid",
      balanceAmount: WITH_RING,
      balanceCreditApplied: GLASSES_INR.credit,
    });
    const added = await database()
      .select()
      .from(preorderItems)
      .where(and(eq(preorderItems.preorderId, order.id), eq(preorderItems.addedAtBalance, true)));
    expect(added).toEqual([
      expect.objectContaining({ productId: "vuering", quantity: 1, lineTotal: 499_900, ringSize: 8 }),
    ]);
    expect(await mails(order.id, "balance_received")).toHaveLength(1);
    // Its receipt voucher, once, for the amount captured, naming the ring added with it.
    const vouchers = await database()
      .select()
      .from(documents)
      .where(and(eq(documents.preorderId, order.id), eq(documents.kind, "receipt_voucher")));
    expect(vouchers.map((v) => [v.subjectKey, v.amount])).toEqual([
      ["booking", paid.preorderAmount],
      ["balance", WITH_RING],
    ]);
    const balanceLines = (vouchers[1]!.content as DocumentContent).lines;
    expect(balanceLines.map((l) => l.description)).toEqual(["Vue Glass", "VueRING"]);
    expect(balanceLines.reduce((sum, l) => sum + l.inclusive, 0)).toBe(WITH_RING);
    const page = await (await fetch(`${app.url}${back.location}`)).text();
    expect(page).toContain("Balance paid");
    expect(page).toContain("₹25,718");
    // The sums add up: the order total, the ring added and the credit spent make what was paid.
    expect(page).toContain("Accessories added with the balance");
    expect(page).toContain("Accessory credit applied");
    expect(page).toContain("ring size 8");
    // Paid: the form is gone and a new quote is refused.
    expect((await postBalanceForm(app, order.reference, ring)).status).toBe(409);
  });

  test("a forged or foreign result changes nothing; a capture that differs from the quote goes to review", async () => {
    const order = await balanceDue();
    const { orderId } = await postBalanceForm(app, order.reference, {});
    expect(orderId).toBeDefined();
    const signed = rzp.pay(orderId!);
    const forged = await postBalanceReturn(app, order.reference, {
      ...signed,
      razorpay_signature: signed.razorpay_signature.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
    });
    expect(forged.location).toContain("&balance=refused");
    expect((await row(order.id)).status).toBe("balance_due");
    // A wrong token is a 404, whatever the body says.
    const res = await fetch(
      `${app.url}/api/payments/balance-return?reference=${order.reference}&t=${"x".repeat(22)}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...signed }),
      },
    );
    expect(res.status).toBe(404);
    expect((await row(order.id)).status).toBe("balance_due");

    const other = await balanceDue();
    const { orderId: otherOrder } = await postBalanceForm(app, other.reference, {});
    const short = rzp.pay(otherOrder!, { amount: 100_000 });
    const hook = rzp.webhook("payment.captured", short.razorpay_payment_id);
    expect((await post(app, "/api/payments/webhook", hook.body, hook.headers)).status).toBe(200);
    const parked = await row(other.id);
    expect(parked.status).toBe("needs_review");
    expect(parked.balanceAmount).toBe(100_000);
    expect(parked.balanceCreditApplied).toBeNull();
    expect(await mails(other.id, "balance_received")).toHaveLength(0);
  });

  test("an old checkout paid after the balance: no second settlement, the honoured payment stays the balance's, the other is refunded", async () => {
    const order = await balanceDue();
    const old = await postBalanceForm(app, order.reference, {});
    const current = await postBalanceForm(app, order.reference, { "add-vulink": "1" });
    expect(current.orderId).not.toBe(old.orderId);
    await postBalanceReturn(app, order.reference, { ...rzp.pay(current.orderId!) });
    expect((await row(order.id)).status).toBe("balance_paid");
    // The superseded order's checkout was still open, and the buyer paid it as well.
    const late = rzp.pay(old.orderId!);
    const hook = rzp.webhook("payment.captured", late.razorpay_payment_id);
    expect((await post(app, "/api/payments/webhook", hook.body, hook.headers)).status).toBe(200);
    expect(await transitionsTo(order.id, "balance_paid")).toBe(1);
    const rows = await database().select().from(balanceOrders).where(eq(balanceOrders.preorderId, order.id));
    const paidRows = rows.filter((r) => r.status === "paid");
    expect(paidRows.map((r) => r.gatewayOrderId)).toEqual([current.orderId]);
    expect(rows.find((r) => r.gatewayOrderId === old.orderId)).toMatchObject({
      status: "refunded",
      gatewayPaymentId: late.razorpay_payment_id,
    });
    expect((await row(order.id)).balanceAmount).toBe(GLASSES_INR.remaining + 249_900 - GLASSES_INR.credit);
  });

  test("the callback, replayed webhooks and the reconciler settle a balance once and mail once", async () => {
    const order = await balanceDue();
    const { orderId } = await postBalanceForm(app, order.reference, { "add-vulink": "2" });
    const signed = rzp.pay(orderId!);
    const captured = rzp.webhook("payment.captured", signed.razorpay_payment_id);
    const paid = rzp.webhook("order.paid", signed.razorpay_payment_id);
    const answers = await Promise.all([
      postBalanceReturn(app, order.reference, { ...signed }),
      post(app, "/api/payments/webhook", captured.body, captured.headers),
      post(app, "/api/payments/webhook", paid.body, paid.headers),
      post(app, "/api/payments/webhook", captured.body, captured.headers),
      post(app, "/api/payments/verify", { ...signed, preorderId: order.id }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 200, 200]);
    await app.running.services.payments.reconciler.runOnce();
    expect(await transitionsTo(order.id, "balance_paid")).toBe(1);
    expect(await mails(order.id, "balance_received")).toHaveLength(1);
    expect(await sentMails([app], order.email, "Balance received")).toHaveLength(1);
    const added = await database()
      .select()
      .from(preorderItems)
      .where(and(eq(preorderItems.preorderId, order.id), eq(preorderItems.addedAtBalance, true)));
    expect(added.map((i) => [i.productId, i.quantity])).toEqual([["vulink", 2]]);
    expect((await row(order.id)).balanceAmount).toBe(
      GLASSES_INR.remaining + 2 * 249_900 - GLASSES_INR.credit,
    );
  });

  test("a captured balance nobody reported is found by the reconciler, not while the gateway is down", async () => {
    const order = await balanceDue();
    const { orderId } = await postBalanceForm(app, order.reference, {});
    rzp.pay(orderId!);
    // Older than the reconciler's patience: the callback and the webhook had their chance.
    await database()
      .update(balanceOrders)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(balanceOrders.gatewayOrderId, orderId!));
    rzp.behaviour = "server_error";
    await app.running.services.payments.reconciler.runOnce();
    expect((await row(order.id)).status).toBe("balance_due");
    rzp.behaviour = "normal";
    await app.running.services.payments.reconciler.runOnce();
    expect((await row(order.id)).status).toBe("balance_paid");
    expect(await transitionsTo(order.id, "balance_paid")).toBe(1);
  });

  test("one pay-by date: BALANCE_DUE_DAYS after the link, in the balance e-mail, its reminder and on the order page; the console's overdue list uses the same rule", async () => {
    const order = await balanceDue();
    const requestedAt = (await row(order.id)).balanceRequestedAt!;
    // The shop's calendar (India by default), seven days after the link.
    const payBy = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date(requestedAt.getTime() + 7 * DAY));
    const mine = async (subject: string) =>
      (await sentMails([app], order.email, subject)).filter((m) => m.subject.includes(order.reference));
    const [link] = await mine("Pay the balance");
    expect(link!.text.replace(/\s+/g, " ")).toContain(`Please pay the balance by ${payBy}.`);
    expect(link!.text.replace(/\s+/g, " ")).toContain("never cancelled for being late");
    const page = await (await fetch(`${app.url}${orderPaths(app, order.reference).page}`)).text();
    expect(page).toContain(`Please pay by ${payBy}.`);
    // Not overdue the day before; overdue once the date has passed.
    const overdue = async () => (await (await ops.get("/admin/waves")).text()).includes(order.reference);
    await database()
      .update(preorders)
      .set({ balanceRequestedAt: new Date(Date.now() - 6 * DAY) })
      .where(eq(preorders.id, order.id));
    expect(await overdue()).toBe(false);
    await database()
      .update(preorders)
      .set({ balanceRequestedAt: new Date(Date.now() - 7 * DAY - 60_000) })
      .where(eq(preorders.id, order.id));
    expect(await overdue()).toBe(true);
    await app.running.services.fulfilment.reminders.runOnce();
    const [reminder] = await mine("Reminder: the balance");
    const movedPayBy = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date(Date.now() - 60_000));
    expect(reminder!.text.replace(/\s+/g, " ")).toContain(`Please pay the balance by ${movedPayBy}.`);
  });

  test("reminders: the first BALANCE_REMINDER_DAYS after the link, the second as long after, never a third", async () => {
    const order = await balanceDue();
    const reminders = app.running.services.fulfilment.reminders;
    const ago = (days: number, minutes = 1) => new Date(Date.now() - days * DAY - minutes * 60_000);
    const sent = async () => (await mails(order.id, "balance_reminder")).map((m) => m.subjectKey).sort();

    await reminders.runOnce();
    expect(await sent()).toEqual([]);
    await database()
      .update(preorders)
      .set({ balanceRequestedAt: ago(3) })
      .where(eq(preorders.id, order.id));
    await reminders.runOnce();
    expect(await sent()).toEqual(["1"]);
    // Spaced from the first reminder, not from the link.
    await reminders.runOnce();
    expect(await sent()).toEqual(["1"]);
    await database()
      .update(preorders)
      .set({ balanceRemindedAt: ago(3) })
      .where(eq(preorders.id, order.id));
    await Promise.all([reminders.runOnce(), reminders.runOnce()]);
    expect(await sent()).toEqual(["1", "2"]);
    await database()
      .update(preorders)
      .set({ balanceRemindedAt: ago(30), balanceRequestedAt: ago(40) })
      .where(eq(preorders.id, order.id));
    await reminders.runOnce();
    expect(await sent()).toEqual(["1", "2"]);
    expect((await row(order.id)).balanceReminders).toBe(2);
    expect(await sentMails([app], order.email, "Reminder: the balance")).toHaveLength(2);

    // Overdue after BALANCE_DUE_DAYS: listed in the console with its reminders.
    const html = await (await ops.get("/admin/waves")).text();
    expect(html).toContain(order.reference);
    expect(html).toMatch(/2 of 2 reminders sent/);

    // A paid balance is never reminded, however old its link.
    const settled = await balanceDue();
    const { orderId } = await postBalanceForm(app, settled.reference, {});
    await postBalanceReturn(app, settled.reference, { ...rzp.pay(orderId!) });
    await database()
      .update(preorders)
      .set({ balanceRequestedAt: ago(10) })
      .where(eq(preorders.id, settled.id));
    await reminders.runOnce();
    expect(await mails(settled.id, "balance_reminder")).toHaveLength(0);
  });

  // Last in this block: the waves here take every order still waiting for its link.
  test("a wave's ship date is its orders' date: the order page and the balance e-mail show the window it sets; a second opening at the same moment is told which wave took the orders", async () => {
    const order = await paidPreorder(app, rzp);
    const shipDate = inAWeek();
    const opened = await openWave(await waveForm(), "position", 100_000);
    expect(opened.status).toBe(200);
    const p = await row(order.id);
    expect(p.status).toBe("balance_due");
    // India: the ship date to five business days after it.
    const end = new Date(`${shipDate}T00:00:00Z`);
    for (let business = 0; business < 5;) {
      end.setUTCDate(end.getUTCDate() + 1);
      if (end.getUTCDay() !== 0 && end.getUTCDay() !== 6) business++;
    }
    const endsOn = end.toISOString().slice(0, 10);
    expect([p.deliveryWindowStart, p.deliveryWindowEnd]).toEqual([shipDate, endsOn]);
    const words = (iso: string) =>
      new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    const page = (
      await (await fetch(`${app.url}${orderPaths(app, order.reference).page}`)).text()
    ).replaceAll("<!-- -->", "");
    const window = /data-testid="delivery-window"[^>]*>([\s\S]*?)<\/p>/
      .exec(page)![1]!
      .replace(/<[^>]+>/g, "");
    expect(window).toContain(words(shipDate).split(" ")[0]!);
    expect(window).toContain(words(endsOn));
    // The balance e-mail carries the same window; no separate window e-mail.
    const [link] = (await sentMails([app], order.email, "Pay the balance")).filter((m) =>
      m.subject.includes(order.reference),
    );
    expect(link!.text.replace(/\s+/g, " ")).toContain(`Expected delivery: ${window.replace(/^.*?:\s*/, "")}`);
    expect(await mails(order.id, "delivery_window_changed")).toHaveLength(0);

    // Two operators open a wave for the one order waiting, at the same moment.
    const next = await paidPreorder(app, rzp);
    const [a, b] = await Promise.all([
      openWave(await waveForm(), "count", 1),
      openWave(await waveForm(), "count", 1),
    ]);
    const answers = [await a.text(), await b.text()];
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = answers[a.status === 409 ? 0 : 1]!;
    // Told which wave took them (while it waited for them on PostgreSQL; before it read the
    // queue on the embedded database, which runs one transaction at a time).
    expect(loser).toMatch(/(just taken by another wave: |The latest wave is )the wave shipping around/);
    const winner = (await row(next.id)).waveId!;
    const [taking] = await database().select().from(deliveryWaves).where(eq(deliveryWaves.id, winner));
    expect(loser).toContain(`the wave shipping around ${taking!.shipDate}, opened by ${OPERATOR}`);
    expect((await row(next.id)).status).toBe("balance_due");
  });
});

describe("balance payment without JavaScript in the sandbox", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({
      DATA_DIR: "memory://",
      RATE_LIMIT_DISABLED: "true",
      OUTBOX_INTERVAL_MS: "3600000",
    });
  });
  afterAll(() => app?.close());

  test("the form leads to the TEST MODE page, whose Pay button settles the balance and returns to the order", async () => {
    const order = await paidPreorder(app, null, [{ id: "vuering", quantity: 1 }]);
    const { sendBalanceLink } = await import("../../app/features/fulfilment/server/waves.server");
    const db = app.running.services.database.db;
    expect(
      await sendBalanceLink(db, { preorderId: order.id, operatorEmail: "ops@luxid.example" }),
    ).toMatchObject({
      ok: true,
    });
    const form = await postBalanceForm(app, order.reference, {});
    expect(form.html).toContain("TEST MODE: the sandbox");
    expect(form.hosted.callback_url).toBe(orderPaths(app, order.reference).returnPath);
    const page = await fetch(`${app.url}/payment-sandbox`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form.hosted),
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Sandbox checkout");
    // An accessory-only order owes its remaining ₹3,999 and has no credit.
    expect(html).toContain("Pay ₹3,999");
    const pay = await fetch(`${app.url}/payment-sandbox`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        order_id: form.orderId!,
        callback_url: form.hosted.callback_url!,
        outcome: "success",
      }),
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(`${orderPaths(app, order.reference).page}&balance=paid#balance`);
    await app.running.services.payments.sandbox!.settled();
    const [stored] = await db.select().from(preorders).where(eq(preorders.id, order.id));
    expect(stored).toMatchObject({ status: "balance_paid", balanceAmount: 399_900, balanceCreditApplied: 0 });
    // A return address other than the shop's own is never followed.
    const elsewhere = await fetch(`${app.url}/payment-sandbox`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        order_id: form.orderId!,
        callback_url: "https://evil.example/?",
        outcome: "success",
      }),
    });
    expect(elsewhere.status).toBe(404);
  });
});

// Two instances on one PostgreSQL: the buyer's return on one, the webhooks on the other.
describePostgres("balance settled across two app instances", (engine) => {
  let db: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let rzp: FakeRazorpay;

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    db = await engine.create();
    const env = {
      ...db.env,
      DATA_DIR: "memory://",
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_API_BASE: rzp.url,
      OUTBOX_INTERVAL_MS: "3600000",
      RECONCILE_INTERVAL_MS: "3600000",
      RATE_LIMIT_DISABLED: "true",
    };
    [one, two] = await Promise.all([startApp(env), startApp(env)]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
    await rzp?.close();
  });

  test("return, webhooks and verify raced across instances, ten times over: one transition, one e-mail each", async () => {
    const { sendBalanceLink } = await import("../../app/features/fulfilment/server/waves.server");
    const database = one.running.services.database.db;
    const buyers = await Promise.all(Array.from({ length: 10 }, () => paidPreorder(one, rzp)));
    await Promise.all(
      buyers.map(async (buyer) => {
        await sendBalanceLink(database, { preorderId: buyer.id, operatorEmail: OPERATOR });
        const { orderId } = await postBalanceForm(two, buyer.reference, {
          "add-vuering": "1",
          "ring-size": "9",
        });
        const signed = rzp.pay(orderId!);
        const captured = rzp.webhook("payment.captured", signed.razorpay_payment_id);
        const paid = rzp.webhook("order.paid", signed.razorpay_payment_id);
        const answers = await Promise.all([
          postBalanceReturn(one, buyer.reference, { ...signed }),
          post(two, "/api/payments/webhook", captured.body, captured.headers),
          post(one, "/api/payments/webhook", paid.body, paid.headers),
          post(two, "/api/payments/webhook", captured.body, captured.headers),
          postBalanceReturn(two, buyer.reference, { ...signed }),
        ]);
        expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 200, 303]);
      }),
    );
    for (const { id, email } of buyers) {
      const moved = await database
        .select()
        .from(paymentTransitions)
        .where(and(eq(paymentTransitions.preorderId, id), eq(paymentTransitions.toStatus, "balance_paid")));
      expect(moved).toHaveLength(1);
      const receipts = await database
        .select()
        .from(outbox)
        .where(and(eq(outbox.preorderId, id), eq(outbox.kind, "balance_received")));
      expect(receipts).toHaveLength(1);
      // Sent once, whichever instance's worker took it.
      await expect
        .poll(async () => (await sentMails([one, two], email, "Balance received")).length, {
          timeout: 10_000,
        })
        .toBe(1);
      const added = await database
        .select()
        .from(preorderItems)
        .where(and(eq(preorderItems.preorderId, id), eq(preorderItems.addedAtBalance, true)));
      expect(added).toHaveLength(1);
      const [stored] = await database.select().from(preorders).where(eq(preorders.id, id));
      expect(stored!.balanceAmount).toBe(WITH_RING);
      expect(await referenceOf(one, id)).toBe(stored!.reference);
    }
  });
});
