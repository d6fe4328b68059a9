import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import {
  addressChanges,
  balanceOrders,
  deliveryWaves,
  deliveryWindows,
  outbox,
  outboxKinds,
  preorderItems,
  preorders,
  prescriptions,
  refunds,
  type OutboxKind,
} from "../../db/schema";
import { EMAIL_LOGO } from "../../app/features/notifications/server/email/content";
import {
  enqueueNotification,
  type NotificationRequest,
} from "../../app/features/notifications/server/enqueue.server";
import {
  createOutboxWorker,
  type OutboxRow,
} from "../../app/features/notifications/server/outbox-worker.server";
import { createMailer } from "../../app/lib/email/mailer.server";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { describePostgres } from "../support/describe-postgres";
import { engines } from "../support/engines";
import { seedPreorder } from "../support/operators";

const STAFF = "staff@luxid.example";

/** A second outbox worker over the app's database, with a composer of the test's and a mailer that keeps what it sent. */
function workerBeside(app: TestApp, { compose }: Pick<Parameters<typeof createOutboxWorker>[0], "compose">) {
  const mailer = createMailer({ smtpUrl: undefined, from: "shop@luxid.example", dataDir: "memory://" });
  const worker = createOutboxWorker({
    db: app.running.services.database.db,
    mailer,
    log: app.running.services.log,
    intervalMs: 3_600_000,
    retryBaseMs: 50,
    compose,
    // Orders seeded here have no WhatsApp consent, so no WhatsApp row is ever queued.
    sendWhatsapp: () => Promise.reject(new Error("no WhatsApp row expected")),
  });
  return { worker, mailer };
}
const OPERATOR = "ops@luxid.example";
const SITE = "https://luxid.example";

/**
 * Every e-mail of the order's life after the booking, through the real outbox worker, loaders
 * and mailer, on each engine: the rows the lifecycle writes (migration 0009) are set up directly,
 * as the features that own them will write them, and each kind is enqueued the way they will.
 */
describe.each(engines())("notifications on $name", (engine) => {
  let app: TestApp;
  shopForBlock(
    engine,
    {
      // The in-memory mailer keeps what it sent, on either engine.
      DATA_DIR: "memory://",
      PAYMENTS_MODE: "sandbox",
      STAFF_EMAIL: STAFF,
      OPERATOR_EMAILS: OPERATOR,
      PUBLIC_SITE_URL: SITE,
      SUPPORT_EMAIL: "care@luxid.example",
      WHATSAPP_NUMBER: "+91 98450 12345",
      OUTBOX_INTERVAL_MS: "3600000",
      OUTBOX_RETRY_BASE_MS: "50",
    },
    (shop) => ({ app } = shop),
  );

  const database = () => app.running.services.database.db;
  const sent = () => app.running.services.notifications.mailer.sent ?? [];
  const orderPage = (reference: string) => app.running.services.orderLinks.url(reference);
  let buyers = 0;

  /** A glasses order of its own buyer, moved to `status` with the columns given. */
  async function order(
    status: (typeof preorders.$inferSelect)["status"],
    columns: Partial<typeof preorders.$inferInsert> = {},
  ) {
    const email = `buyer${++buyers}@example.com`;
    const saved = await seedPreorder(app, "Asha Rao", email, { testOrder: true });
    await database()
      .update(preorders)
      .set({ status, paidAt: new Date("2027-03-02T06:00:00Z"), ...columns })
      .where(eq(preorders.id, saved.id));
    return { id: saved.id, reference: saved.reference, email };
  }

  /** Kinds whose e-mail went out through `send` and passed its checks of the shared layout. */
  const kindsSent = new Set<OutboxKind>();

  /**
   * Enqueues as a feature does and runs the worker once: the e-mails that pass sent. Each is held
   * to what every kind shares: a plain-text part, and the branded layout whose logo a mail client
   * can load (an absolute address on PUBLIC_SITE_URL, with its size and an alt text).
   */
  async function send(request: NotificationRequest) {
    const before = sent().length;
    await enqueueNotification(database(), request);
    await app.running.services.notifications.outbox.drain();
    const mails = sent().slice(before);
    for (const mail of mails) {
      expect(mail.text, request.kind).toMatch(/\S/);
      const logo = /<img [^>]*>/.exec(String(mail.html))?.[0] ?? "";
      expect(logo, request.kind).toContain(`src="${SITE}${EMAIL_LOGO.path}"`);
      expect(logo, request.kind).toContain(`alt="${EMAIL_LOGO.alt}"`);
      expect(logo, request.kind).toContain(`width="${EMAIL_LOGO.width}"`);
      expect(logo, request.kind).toContain(`height="${EMAIL_LOGO.height}"`);
      kindsSent.add(request.kind);
    }
    return mails;
  }

  const rowOf = async (kind: OutboxKind, preorderId: string, subjectKey = "") =>
    (
      await database()
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.kind, kind), eq(outbox.preorderId, preorderId), eq(outbox.subjectKey, subjectKey)),
        )
    )[0];

  async function wave(shipDate: string) {
    const [row] = await database()
      .insert(deliveryWaves)
      .values({ shipDate, testOrder: true, size: 1, openedBy: "ops@luxid.example" })
      .returning({ id: deliveryWaves.id });
    return row!.id;
  }

  // First, while the outbox holds nothing else: a second worker over the same database, whose
  // composer holds its first e-mail until released.
  test("drain sends what was written during a pass in progress: it waits for that pass, then runs its own", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const composed: string[] = [];
    const { worker, mailer } = workerBeside(app, {
      async compose(r: OutboxRow) {
        composed.push(r.subjectKey);
        if (r.subjectKey === "first") await gate;
        return { to: r.recipient!, subject: r.subjectKey, text: r.subjectKey, html: r.subjectKey };
      },
    });
    const row = (subjectKey: string) =>
      ({
        kind: "operator_sign_in",
        preorderId: null,
        subjectKey,
        recipient: "nobody@luxid.example",
      }) as const;
    await enqueueNotification(database(), row("first"));
    worker.wake(); // a pass starts, reads only "first", and waits on it
    await expect.poll(() => composed).toEqual(["first"]);

    await enqueueNotification(database(), row("second"));
    const drained = worker.drain();
    release();
    await drained;
    expect(mailer.sent!.map((m) => m.subject)).toEqual(["first", "second"]);
    await worker.stop();
  });

  test("a sign-in link and a receipt go out ahead of a wave of bulk e-mail queued before them", async () => {
    const composed: string[] = [];
    const { worker } = workerBeside(app, {
      compose(r: OutboxRow) {
        composed.push(r.kind);
        return Promise.resolve({ to: "someone@luxid.example", subject: r.kind, text: r.kind, html: r.kind });
      },
    });
    const order = await seedPreorder(app, "Wave Buyer", "wave@example.com");
    // 60 reminders of a wave, written first.
    for (let n = 0; n < 60; n++) {
      await enqueueNotification(database(), {
        kind: "balance_reminder",
        preorderId: order.id,
        subjectKey: `wave-${n}`,
      });
    }
    await enqueueNotification(database(), {
      kind: "operator_sign_in",
      preorderId: null,
      subjectKey: "urgent",
      recipient: OPERATOR,
    });
    await enqueueNotification(database(), { kind: "balance_received", preorderId: order.id });
    // One pass (20 e-mails): the two that someone is waiting for are in it, first.
    await worker.drain();
    expect(composed.slice(0, 2).sort()).toEqual(["balance_received", "operator_sign_in"]);
    expect(composed).toHaveLength(20);
    await worker.stop();
    await database().delete(outbox).where(eq(outbox.preorderId, order.id));
    await database().delete(outbox).where(eq(outbox.subjectKey, "urgent"));
  });

  test("the balance link, a reminder, and no reminder once paid; then the receipt with every amount", async () => {
    const waveId = await wave("2027-09-20");
    const o = await order("balance_due", { waveId, balanceRequestedAt: new Date("2027-09-01T05:00:00Z") });

    const [due] = await send({ kind: "balance_due", preorderId: o.id });
    expect(due!.to).toBe(o.email);
    expect(due!.subject).toBe(`[TEST] Pay the balance for your Vue Glass pre-order (${o.reference})`);
    expect(due!.text).toContain("expected to ship around 20 September 2027");
    expect(due!.text).toContain("Remaining: ₹22,399");
    expect(due!.text).toContain("₹1,680 accessory credit");
    expect(due!.text).toContain(orderPage(o.reference));

    const [reminder] = await send({ kind: "balance_reminder", preorderId: o.id, subjectKey: "1" });
    expect(reminder!.text).toContain("on 1 September 2027");

    // The buyer pays with a VueRING added, the credit taken off it.
    const paidAt = new Date("2027-09-05T07:00:00Z");
    await database().insert(preorderItems).values({
      preorderId: o.id,
      productId: "vuering",
      quantity: 1,
      unitPrice: 499_900,
      lineTotal: 499_900,
      ringSize: 8,
      addedAtBalance: true,
    });
    await database()
      .insert(balanceOrders)
      .values({
        preorderId: o.id,
        gatewayOrderId: `order_bal_${o.id}`,
        amount: 2_571_800,
        currency: "INR",
        creditApplied: 168_000,
        status: "paid",
        paidAt,
      });
    await database()
      .update(preorders)
      .set({
        status: "balance_paid",
        balanceAmount: 2_571_800,
        balanceCreditApplied: 168_000,
        balancePaidAt: paidAt,
      })
      .where(eq(preorders.id, o.id));

    // A reminder queued before the payment but sent after it says nothing, and is done.
    expect(await send({ kind: "balance_reminder", preorderId: o.id, subjectKey: "2" })).toEqual([]);
    expect((await rowOf("balance_reminder", o.id, "2"))!.sentAt).toBeInstanceOf(Date);

    const [receipt] = await send({ kind: "balance_received", preorderId: o.id });
    for (const words of [
      "Vue Glass × 1: ₹27,999",
      "VueRING (size 8) × 1: ₹4,999",
      "Accessories added: ₹4,999",
      "Accessory credit applied: −₹1,680",
      "Booking paid on 2 March 2027: ₹5,600",
      "Balance paid on 5 September 2027: ₹25,718",
      "Total paid: ₹31,318",
      "give your prescription",
    ]) {
      expect(receipt!.text).toContain(words);
    }
    expect(receipt!.text).not.toMatch(/at delivery/i);
  });

  test("one prescription reminder for an order without one; none for an order that has one", async () => {
    const waveId = await wave("2027-09-27");
    const without = await order("balance_due", { waveId });
    const [reminder] = await send({ kind: "prescription_reminder", preorderId: without.id });
    expect(reminder!.to).toBe(without.email);
    expect(reminder!.text).toContain("expected to ship around 27 September 2027");

    const given = await order("balance_due", { waveId });
    await database().insert(prescriptions).values({ preorderId: given.id, kind: "none" });
    expect(await send({ kind: "prescription_reminder", preorderId: given.id })).toEqual([]);
  });

  test("dispatch names the carrier, the tracking number and its link, and the WhatsApp contact; then delivered", async () => {
    const o = await order("shipped", {
      carrier: "delhivery",
      trackingNumber: "1234567890123",
      shippedAt: new Date("2027-10-02T20:00:00Z"),
    });
    const [dispatched] = await send({ kind: "order_dispatched", preorderId: o.id });
    expect(dispatched!.to).toBe(o.email);
    // 20:00 UTC on 2 October is 3 October in the shop's calendar.
    expect(dispatched!.text).toContain("We dispatched your order with Delhivery on 3 October 2027.");
    expect(dispatched!.text).toContain("Tracking number: 1234567890123");
    expect(dispatched!.text).toContain("https://www.delhivery.com/track/package/1234567890123");
    expect(dispatched!.text).toContain("https://wa.me/919845012345");
    expect(dispatched!.text).toContain("care@luxid.example");

    await database()
      .update(preorders)
      .set({ status: "delivered", deliveredAt: new Date("2027-10-06T09:00:00Z") })
      .where(eq(preorders.id, o.id));
    const [delivered] = await send({ kind: "order_delivered", preorderId: o.id });
    expect(delivered!.text).toContain("delivered on 6 October 2027");
  });

  test("a window change is mailed with its dates; one superseded before it went out is not; the confirmation shows the window", async () => {
    const o = await order("paid");
    const [first] = await database()
      .insert(deliveryWindows)
      .values({
        queueFrom: 1,
        queueTo: null,
        startsOn: "2027-09-15",
        endsOn: "2027-09-30",
        testOrder: true,
        setBy: "ops",
        // The newest window wins; two inserts can share a clock tick, so the order is written out.
        createdAt: new Date("2026-11-01T10:00:00Z"),
      })
      .returning({ id: deliveryWindows.id });
    const [second] = await database()
      .insert(deliveryWindows)
      .values({
        queueFrom: 1,
        queueTo: null,
        startsOn: "2027-10-01",
        endsOn: "2027-10-15",
        testOrder: true,
        setBy: "ops",
        createdAt: new Date("2026-11-01T10:05:00Z"),
      })
      .returning({ id: deliveryWindows.id });
    // Both changes were queued; the buyer's announced window is already the second.
    await database()
      .update(preorders)
      .set({ deliveryWindowStart: "2027-10-01", deliveryWindowEnd: "2027-10-15" })
      .where(eq(preorders.id, o.id));
    expect(await send({ kind: "delivery_window_changed", preorderId: o.id, subjectKey: first!.id })).toEqual(
      [],
    );
    const [change] = await send({
      kind: "delivery_window_changed",
      preorderId: o.id,
      subjectKey: second!.id,
    });
    expect(change!.subject).toBe(
      `[TEST] New delivery window for pre-order ${o.reference}: 1–15 October 2027`,
    );
    expect(change!.text).toContain("1–2 weeks before dispatch");

    const [confirmation] = await send({ kind: "order_confirmation", preorderId: o.id });
    expect(confirmation!.text).toContain("Expected delivery: 1–15 October 2027");
  });

  test("staff hear of an address change with a link to the order's console page, and no address", async () => {
    const o = await order("balance_paid");
    const [change] = await database()
      .insert(addressChanges)
      .values({
        preorderId: o.id,
        oldAddress: "12 MG Road, Bengaluru 560001",
        oldPhone: "+91 98765 43210",
        newAddress: "44 Residency Road, Bengaluru 560025",
        newPhone: "+91 98765 43210",
      })
      .returning({ id: addressChanges.id });
    const [alert] = await send({ kind: "staff_address_changed", preorderId: o.id, subjectKey: change!.id });
    expect(alert!.to).toBe(STAFF);
    expect(alert!.text).toContain(`https://luxid.example/admin/preorders/${o.id}`);
    expect(alert!.text).toContain("changed the shipping address");
    expect(alert!.raw).not.toContain("Residency");
    expect(alert!.raw).not.toContain("MG Road");
  });

  test("the buyer hears of each address change at the address on file: old and new, and whom to tell if it was not them", async () => {
    const o = await order("balance_paid");
    const [change] = await database()
      .insert(addressChanges)
      .values({
        preorderId: o.id,
        oldAddress: "12 MG Road, Bengaluru 560001",
        oldPhone: "+91 98765 43210",
        newAddress: "44 Residency Road, Bengaluru 560025",
        newPhone: "+91 98765 43210",
      })
      .returning({ id: addressChanges.id });
    const [mail] = await send({ kind: "address_changed", preorderId: o.id, subjectKey: change!.id });
    const [row] = await database().select().from(preorders).where(eq(preorders.id, o.id));
    expect(mail!.to).toBe(row!.email);
    expect(mail!.subject).toContain(row!.reference);
    expect(mail!.text).toContain("The shipping address of your order was changed on");
    expect(mail!.text).toContain("12 MG Road, Bengaluru 560001");
    expect(mail!.text).toContain("44 Residency Road, Bengaluru 560025");
    // The phone did not change: it is not shown.
    expect(mail!.text).not.toContain("Phone: +91 98765 43210");
    expect(mail!.text).toMatch(/Not you\? Write to care@luxid\.example .*at once, quoting LX-/);
  });

  test("enqueueing is idempotent per kind, order and subject; a row naming nothing is retried, not lost", async () => {
    const o = await order("paid");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await send({ kind: "staff_address_changed", preorderId: o.id, subjectKey: missing })).toEqual([]);
    const row = await rowOf("staff_address_changed", o.id, missing);
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBe("Error");

    const alert = { kind: "staff_paid_alert", preorderId: o.id } as const;
    expect(await enqueueNotification(database(), alert)).toBe(true);
    expect(await enqueueNotification(database(), alert)).toBe(false);
    const alerts = await send({ kind: "staff_paid_alert", preorderId: o.id });
    expect(alerts.map((m) => m.subject)).toEqual([`[TEST] Paid pre-order ${o.reference}: ₹5,600 (IN)`]);
  });

  test("refunds and the staff alerts about review and cancellation: the shop's layout, a link to the console", async () => {
    const o = await order("partially_refunded", { cancellationReason: "Changed my mind" });
    const [made, failed] = await database()
      .insert(refunds)
      .values([
        {
          preorderId: o.id,
          amount: 2_80_000,
          currency: "INR",
          status: "processed",
          idempotencyKey: `${o.id}-1`,
          actor: OPERATOR,
        },
        {
          preorderId: o.id,
          amount: 1_00_000,
          currency: "INR",
          status: "failed",
          idempotencyKey: `${o.id}-2`,
          actor: OPERATOR,
          failureReason: "BAD_REQUEST_ERROR",
        },
      ])
      .returning({ id: refunds.id });
    const [refund] = await send({ kind: "refund_email", preorderId: o.id, subjectKey: made!.id });
    expect(refund!.to).toBe(o.email);
    expect(refund!.text).toContain("₹2,800");
    const consolePage = `${SITE}/admin/preorders/${o.id}`;
    for (const kind of ["staff_review_alert", "staff_cancellation_alert"] as const) {
      const [alert] = await send({ kind, preorderId: o.id });
      expect(alert!.to, kind).toBe(STAFF);
      expect(alert!.text, kind).toContain(consolePage);
      expect(String(alert!.html), kind).toContain(`href="${consolePage}"`);
    }
    const [refundFailed] = await send({
      kind: "staff_refund_failed_alert",
      preorderId: o.id,
      subjectKey: failed!.id,
    });
    expect(refundFailed!.text).toContain(consolePage);

    // A payment the order could not take, refunded on arrival: the buyer is told why, staff where.
    const [unexpected] = await database()
      .insert(refunds)
      .values({
        preorderId: o.id,
        amount: 2_239_900,
        currency: "INR",
        idempotencyKey: `unexpected-${o.id}`,
        actor: "gateway",
        unexpected: true,
      })
      .returning({ id: refunds.id });
    const [toBuyer] = await send({
      kind: "unexpected_payment_refunded",
      preorderId: o.id,
      subjectKey: unexpected!.id,
    });
    expect(toBuyer!.to).toBe(o.email);
    expect(toBuyer!.subject).toContain("We are refunding your payment of ₹22,399");
    expect(toBuyer!.text).toContain("refunding all of it");
    const [toStaff] = await send({
      kind: "staff_unexpected_payment_alert",
      preorderId: o.id,
      subjectKey: unexpected!.id,
    });
    expect(toStaff!.to).toBe(STAFF);
    expect(toStaff!.text).toContain(consolePage);
    expect(toStaff!.text).toContain("refunded in full automatically");
  });

  test("an operator's sign-in link comes in the same layout", async () => {
    const [link] = await send({
      kind: "operator_sign_in",
      preorderId: null,
      subjectKey: "email-images",
      recipient: OPERATOR,
    });
    expect(link!.to).toBe(OPERATOR);
    expect(link!.text).toContain(`${SITE}/admin/verify?token=`);
  });

  test("a cancellation names its refund; order links go to the address's orders, none to an address without", async () => {
    const o = await order("cancelled");
    const [cancelled] = await send({ kind: "order_cancelled", preorderId: o.id });
    expect(cancelled!.to).toBe(o.email);
    expect(cancelled!.text).toContain(`We have cancelled pre-order ${o.reference}`);
    expect(cancelled!.text).toContain(`Find my orders: ${SITE}/find-my-orders`);

    const [links] = await send({
      kind: "order_links",
      preorderId: null,
      subjectKey: "email-links",
      recipient: o.email,
    });
    expect(links!.to).toBe(o.email);
    expect(links!.text).toContain(orderPage(o.reference));
    expect(
      await send({
        kind: "order_links",
        preorderId: null,
        subjectKey: "none",
        recipient: "no-one@example.com",
      }),
    ).toEqual([]);
  });

  test("every kind of e-mail was sent in the shop's layout, and its logo is served to mail clients", async () => {
    expect([...kindsSent].sort()).toEqual([...outboxKinds].sort());
    // What a mail client (or its image proxy) fetches: any origin may load it, and caches keep it.
    const logo = await fetch(new URL(EMAIL_LOGO.path, app.url), {
      headers: { "sec-fetch-site": "cross-site", "sec-fetch-dest": "image" },
    });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(logo.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(logo.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect((await logo.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The pages' own pictures stay same-origin only.
    const icon = await fetch(new URL("/icons/icon-192.png", app.url));
    expect(icon.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect((await fetch(new URL("/email/missing.png", app.url))).status).toBe(404);
  });
});

// Found on PostgreSQL in CI: a row drained in the millisecond it was written waited for the next
// pass, because the worker judged "due" by a JavaScript Date (no microseconds). The same happens
// whenever this process's clock runs behind the database server's, as it is made to here. PGlite
// runs in this process and reads its clock, so only a server has a clock of its own.
describePostgres("outbox clock", (engine) => {
  let app: TestApp;
  shopForBlock(engine, { DATA_DIR: "memory://", OUTBOX_INTERVAL_MS: "3600000" }, (shop) => ({ app } = shop));
  const database = () => app.running.services.database.db;

  test("a row the database holds as due is sent at once, though this process's clock runs behind", async () => {
    const { worker, mailer } = workerBeside(app, {
      compose: (r) => Promise.resolve({ to: r.recipient!, subject: r.subjectKey, text: "", html: "" }),
    });
    await enqueueNotification(database(), {
      kind: "operator_sign_in",
      preorderId: null,
      subjectKey: "clock-behind",
      recipient: "nobody@luxid.example",
    });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 60_000 });
    try {
      await worker.drain();
    } finally {
      vi.useRealTimers();
    }
    expect(mailer.sent!.map((m) => m.subject)).toEqual(["clock-behind"]);
    await worker.stop();
  });
});
