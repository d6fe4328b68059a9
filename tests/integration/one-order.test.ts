import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formStarts, paymentTransitions, preorders, prescriptions, voiceNotes } from "../../db/schema";
import { deliverIn, shipIn } from "../../app/features/fulfilment/server/dispatch.server";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { requestRefund } from "../../app/features/payments/server/refunds.server";
import { LEAD_RETENTION_DAYS } from "../../app/lib/retention";
import { engines } from "../support/engines";
import { GLASSES_INR, post, type Reply } from "../support/http";
import { balancePaidOrder } from "../support/fulfilment";
import { seedPreorder, webm } from "../support/operators";
import { startPaymentsApp, type PaymentsApp } from "../support/payments-app";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One pre-order per purchase, and what the privacy policy promises: a retried booking pays the
 * same pre-order (the same key answers it, the payment endpoint and the order page's "Pay the
 * booking" answer its one gateway order), a changed pre-order replaces the unpaid one it names,
 * leads go when their buyer's pre-order is saved and after 30 days, and a full refund deletes the
 * voice note.
 */
describe.each(engines())("one order per purchase, and privacy kept, on $name", (engine) => {
  let suite: PaymentsApp;
  beforeAll(async () => {
    suite = await startPaymentsApp(engine);
  });
  afterAll(() => suite?.close());

  const app = () => suite.app;
  const db = () => suite.database();
  const row = async (id: string) => (await db().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const buyer = () => ({
    name: "Asha Rao",
    email: `buyer-${randomBytes(5).toString("hex")}@example.com`,
    phone: "+91 98450 12345",
    address: "12 MG Road, Bengaluru, Karnataka 560001",
  });
  const save = (body: Record<string, unknown>) => post(app(), "/api/preorders", { fillMs: 10_000, ...body });
  /** The order page's "Pay the booking", posted as a browser without JavaScript posts it. */
  const payTheBooking = async (reference: string) => {
    const path = app().running.services.orderLinks.path(reference);
    const res = await fetch(`${app().url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app().url },
      body: new URLSearchParams({ intent: "booking-pay" }).toString(),
    });
    const html = await res.text();
    const orderId = /name="order_id" value="(order_\w+)"/.exec(html)?.[1] ?? null;
    return { status: res.status, html, orderId };
  };

  test("a failed booking retried pays the same pre-order: same key, same gateway order, from either page", async () => {
    const details = buyer();
    const key = randomUUID();
    const first = await save({ ...details, items: [{ id: "glasses", quantity: 1 }], idempotencyKey: key });
    expect(first.status, first.text).toBe(201);
    const id = first.json.id!;
    const order = await suite.createOrder(id);
    const { paymentId } = suite.rzp.fail(order.orderId);
    await post(app(), "/api/payments/verify", {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.orderId,
      preorderId: id,
    });
    expect((await row(id)).status).toBe("failed");

    // The pre-order page sends the same details under the same key: the same pre-order answers.
    const again = await save({ ...details, items: [{ id: "glasses", quantity: 1 }], idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    // The callback's "Retry payment" and the order page's "Pay the booking": the one gateway order.
    expect((await suite.createOrder(id)).orderId).toBe(order.orderId);
    const { reference } = await row(id);
    const fromOrderPage = await payTheBooking(reference);
    expect(fromOrderPage.status, fromOrderPage.html.slice(0, 200)).toBe(200);
    expect(fromOrderPage.orderId).toBe(order.orderId);
    expect(fromOrderPage.html).toContain("Continue to secure payment of ₹5,600");

    const paid = suite.rzp.pay(order.orderId);
    const verified = await post(app(), "/api/payments/verify", { ...paid, preorderId: id });
    expect(verified.json.data!.status).toBe("SUCCESS");
    const rows = await db().select().from(preorders).where(eq(preorders.email, details.email));
    expect(rows.map((r) => [r.reference, r.status])).toEqual([[reference, "paid"]]);

    // Paid: neither page opens another payment of it.
    expect((await post<Reply>(app(), "/api/payments/create", { preorderId: id })).status).toBe(409);
    const refused = await payTheBooking(reference);
    expect(refused.status).toBe(409);
    expect(refused.orderId).toBeNull();
  });

  test("the unpaid order page states the booking to pay and the rest, not a payment that never happened", async () => {
    const details = buyer();
    const saved = await save({
      ...details,
      items: [{ id: "glasses", quantity: 1 }],
      idempotencyKey: randomUUID(),
    });
    const { reference } = await row(saved.json.id!);
    const res = await fetch(`${app().url}${app().running.services.orderLinks.path(reference)}`);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    expect(html).toMatch(/Booking to pay now \(20%\)<\/dt><dd[^>]*>₹5,600/);
    expect(html).toMatch(/Remaining, due before dispatch<\/dt><dd[^>]*>₹22,399/);
    expect(html).not.toContain("Booking paid");
    expect(html).not.toContain("accessory credit");
    expect(html).toContain("Pay the booking");
  });

  test("a changed pre-order replaces the unpaid one it names (with its key), never a paid one", async () => {
    const details = buyer();
    const oldKey = randomUUID();
    const old = await save({ ...details, items: [{ id: "glasses", quantity: 1 }], idempotencyKey: oldKey });
    const oldId = old.json.id!;
    await suite.createOrder(oldId);

    // Someone who knows only the id cannot retire the order.
    const forged = await save({
      ...details,
      items: [{ id: "vuering", quantity: 1, ringSize: 8 }],
      confirmedWithoutGlasses: true,
      idempotencyKey: randomUUID(),
      replaces: { preorderId: oldId, idempotencyKey: randomUUID() },
    });
    expect(forged.status).toBe(201);
    expect((await row(oldId)).status).toBe("awaiting_payment");
    await db().delete(preorders).where(eq(preorders.id, forged.json.id!));

    const changed = await save({
      ...details,
      items: [
        { id: "glasses", quantity: 1 },
        { id: "vuering", quantity: 1, ringSize: 8 },
      ],
      idempotencyKey: randomUUID(),
      replaces: { preorderId: oldId, idempotencyKey: oldKey },
    });
    expect(changed.status, changed.text).toBe(201);
    const replacement = await row(changed.json.id!);
    expect(replacement.status).toBe("received");
    expect(replacement.preorderAmount).toBeGreaterThan(GLASSES_INR.booking);
    expect((await row(oldId)).status).toBe("expired");
    const [moved] = await db()
      .select({ detail: paymentTransitions.detail })
      .from(paymentTransitions)
      .where(and(eq(paymentTransitions.toStatus, "expired"), eq(paymentTransitions.preorderId, oldId)));
    expect(moved?.detail).toBe(`replaced by ${replacement.reference}`);
    const live = await db()
      .select({ id: preorders.id })
      .from(preorders)
      .where(sql`${preorders.email} = ${details.email} and ${preorders.status} <> 'expired'`);
    expect(live).toEqual([{ id: replacement.id }]);

    // A paid order is never replaced.
    const order = await suite.createOrder(replacement.id);
    const paid = suite.rzp.pay(order.orderId);
    await post(app(), "/api/payments/verify", { ...paid, preorderId: replacement.id });
    await save({
      ...details,
      items: [{ id: "vue-visor", quantity: 1 }],
      confirmedWithoutGlasses: true,
      idempotencyKey: randomUUID(),
      replaces: { preorderId: replacement.id, idempotencyKey: replacement.idempotencyKey },
    });
    expect((await row(replacement.id)).status).toBe("paid");
  });

  test("leads are deleted when their buyer's pre-order is saved, and 30 days after their last activity", async () => {
    const details = buyer();
    const put = (sessionId: string, body: Record<string, string>) =>
      fetch(`${app().url}/api/form-starts/${sessionId}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const sameEmail = randomUUID();
    const samePhone = randomUUID();
    const someoneElse = randomUUID();
    expect((await put(sameEmail, { name: "Asha", email: details.email.toUpperCase() })).status).toBe(204);
    expect((await put(samePhone, { name: "Asha", phone: "98450-12345 " })).status).toBe(204);
    expect((await put(someoneElse, { name: "Ravi", email: "ravi@example.com" })).status).toBe(204);

    const saved = await save({
      ...details,
      phone: "98450 12345",
      items: [{ id: "glasses", quantity: 1 }],
      idempotencyKey: randomUUID(),
    });
    expect(saved.status).toBe(201);
    const left = await db().select({ sessionId: formStarts.sessionId }).from(formStarts);
    expect(left.map((l) => l.sessionId)).not.toContain(sameEmail);
    expect(left.map((l) => l.sessionId)).not.toContain(samePhone);
    expect(left.map((l) => l.sessionId)).toContain(someoneElse);

    // The scheduled task: a lead untouched for just over 30 days goes, one just under stays.
    const old = randomUUID();
    const recent = randomUUID();
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db()
      .insert(formStarts)
      .values([
        {
          sessionId: old,
          name: "Old",
          email: "old@example.com",
          lastActivity: ago(LEAD_RETENTION_DAYS + 0.1),
        },
        {
          sessionId: recent,
          name: "Recent",
          email: "new@example.com",
          lastActivity: ago(LEAD_RETENTION_DAYS - 0.1),
        },
      ]);
    const deleted = await app().running.services.leadRetention.runOnce();
    expect(deleted).toBe(1);
    const kept = (await db().select({ sessionId: formStarts.sessionId }).from(formStarts)).map(
      (l) => l.sessionId,
    );
    expect(kept).not.toContain(old);
    expect(kept).toContain(recent);
    expect(kept).toContain(someoneElse);
  });

  test("a refund in full deletes the voice note (marked deleted) and the prescription file; a partial refund keeps them", async () => {
    suite.rzp.refundsProcessAtOnce = true;
    try {
      const saved = await seedPreorder(
        app(),
        "Asha Rao",
        `voice-${randomBytes(4).toString("hex")}@example.com`,
      );
      const order = await suite.createOrder(saved.id);
      const paid = suite.rzp.pay(order.orderId);
      await post(app(), "/api/payments/verify", { ...paid, preorderId: saved.id });
      const refund = (amountMinor: number) =>
        requestRefund(paymentDeps(app().running.services), {
          preorderId: saved.id,
          amountMinor,
          idempotencyKey: randomUUID(),
          actor: "ops@luxid.example",
        });
      const notes = () => db().select().from(voiceNotes).where(eq(voiceNotes.preorderId, saved.id));
      const prescribed = () =>
        db().select().from(prescriptions).where(eq(prescriptions.preorderId, saved.id));
      await db()
        .insert(prescriptions)
        .values({
          preorderId: saved.id,
          kind: "file",
          fileMime: "image/png",
          fileSize: 4,
          fileData: webm(4),
        });

      expect((await refund(GLASSES_INR.booking / 2)).ok).toBe(true);
      await expect.poll(async () => (await row(saved.id)).status).toBe("partially_refunded");
      expect(await notes()).toHaveLength(1);
      expect(await prescribed()).toHaveLength(1);

      expect((await refund(GLASSES_INR.booking / 2)).ok).toBe(true);
      await expect.poll(async () => (await row(saved.id)).status).toBe("refunded");
      expect(await notes()).toHaveLength(0);
      expect(await prescribed()).toHaveLength(0);
      expect((await row(saved.id)).audioUrl).toBe("deleted");
    } finally {
      suite.rzp.refundsProcessAtOnce = false;
    }
  });

  test("delivery deletes the eye prescription and the voice note", async () => {
    const order = await balancePaidOrder(db(), { prescription: true });
    await db()
      .insert(voiceNotes)
      .values({ preorderId: order.id, mimeType: "audio/webm", byteSize: 4, data: webm(4) });
    const ship = await db().transaction((tx) =>
      shipIn(tx, { preorderId: order.id, carrier: "Blue Dart", trackingNumber: "BD123456789" }),
    );
    expect(ship.ok).toBe(true);
    // Shipped: both are still kept (the lenses are on their way).
    expect(
      await db().select().from(prescriptions).where(eq(prescriptions.preorderId, order.id)),
    ).toHaveLength(1);
    expect((await db().transaction((tx) => deliverIn(tx, order.id))).ok).toBe(true);
    expect(
      await db().select().from(prescriptions).where(eq(prescriptions.preorderId, order.id)),
    ).toHaveLength(0);
    expect(await db().select().from(voiceNotes).where(eq(voiceNotes.preorderId, order.id))).toHaveLength(0);
    expect((await row(order.id)).audioUrl).toBe("deleted");
  });
});
