import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documents, outbox, preorders, refunds } from "../../db/schema";
import { requestRefund, type RefundRequest } from "../../app/features/payments/server/refunds.server";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import type { FakeRazorpay, RefundEvent } from "../support/fakes/razorpay-server";
import type { SmtpPeer } from "../support/fakes/smtp-peer";
import type { TestApp } from "../support/app";
import { engines } from "../support/engines";
import { GLASSES_INR, newPreorder, post } from "../support/http";
import { startPaymentsApp, type PaymentsApp } from "../support/payments-app";

const STAFF = "staff@luxid.example";

describe.each(engines())("refunds with Razorpay on $name", (engine) => {
  let suite: PaymentsApp;
  let app: TestApp;
  let rzp: FakeRazorpay;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    suite = await startPaymentsApp(engine, { STAFF_EMAIL: STAFF });
    ({ app, rzp, smtp } = suite);
  });
  afterAll(() => suite?.close());

  const database = () => suite.database();
  const transitionsTo = (id: string, to: string) => suite.transitionsTo(id, to);
  const refund = (input: Omit<RefundRequest, "actor">) =>
    requestRefund(paymentDeps(app.running.services), { actor: "ops@luxid.example", ...input });
  const preorder = async (id: string) =>
    (await database().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const gatewayRefundCalls = () => rzp.requests.filter((r) => r.endsWith("/refund")).length;
  /** Messages to an address whose raw text names the reference (the reference survives any encoding). */
  const mails = (to: string, reference: string) =>
    smtp.messages.filter((m) => m.to.includes(to) && m.raw.includes(reference));
  /** Waits until every outbox row of the pre-order is sent, then lets each worker finish its pass. */
  const outboxSettled = async (id: string) => {
    await expect
      .poll(
        async () =>
          (await database().select().from(outbox).where(eq(outbox.preorderId, id))).every((r) => r.sentAt),
        { timeout: 10_000 },
      )
      .toBe(true);
    await app.running.services.notifications.outbox.drain();
  };
  const webhook = (body: string, headers: Record<string, string>) =>
    post(app, "/api/payments/webhook", body, headers);
  /** Razorpay's retries: the same delivery three times, and the event again under new ids. */
  const deliver = async (event: RefundEvent, refundId: string) => {
    const first = rzp.refundWebhook(event, refundId);
    const answers = await Promise.all([
      webhook(first.body, first.headers),
      webhook(first.body, first.headers),
      webhook(first.body, first.headers),
      ...[1, 2].map(() => {
        const again = rzp.refundWebhook(event, refundId);
        return webhook(again.body, again.headers);
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  };

  /** A glasses pre-order paid in full: the callback and both payment webhooks race. */
  async function paidPreorder() {
    const { id, email } = await newPreorder(app);
    const created = await suite.createOrder(id);
    const checkout = rzp.pay(created.orderId);
    const captured = rzp.webhook("payment.captured", checkout.razorpay_payment_id);
    const paid = rzp.webhook("order.paid", checkout.razorpay_payment_id);
    await Promise.all([
      post(app, "/api/payments/verify", { ...checkout, preorderId: id }),
      webhook(captured.body, captured.headers),
      webhook(paid.body, paid.headers),
    ]);
    const row = await preorder(id);
    expect(row.status).toBe("paid");
    await outboxSettled(id);
    return { id, email, reference: row.reference };
  }

  test("half, then the rest: partially refunded → refunded, one e-mail per refund, replays change nothing", async () => {
    const { id, email, reference } = await paidPreorder();
    expect(mails(email, reference)).toHaveLength(1); // the confirmation
    expect(mails(STAFF, reference)).toHaveLength(1); // one paid alert, though three sources raced

    const half = GLASSES_INR.booking / 2;
    const first = await refund({ preorderId: id, amountMinor: half, idempotencyKey: randomUUID() });
    expect(first).toMatchObject({ ok: true, duplicate: false, refund: { amount: half, status: "pending" } });
    const firstId = first.ok ? first.refund.gatewayRefundId! : "";
    expect(firstId).toMatch(/^rfnd_/);
    expect((await preorder(id)).status).toBe("paid"); // pending until the gateway processes it

    rzp.settleRefund(firstId, "processed");
    await deliver("refund.processed", firstId);
    expect((await preorder(id)).status).toBe("partially_refunded");
    expect(await transitionsTo(id, "partially_refunded")).toBe(1);
    await outboxSettled(id);
    expect(mails(email, reference)).toHaveLength(2);

    const second = await refund({ preorderId: id, amountMinor: half, idempotencyKey: randomUUID() });
    expect(second.ok).toBe(true);
    const secondId = second.ok ? second.refund.gatewayRefundId! : "";
    rzp.settleRefund(secondId, "processed");
    await deliver("refund.processed", secondId);
    // A late copy of the first refund's events changes nothing either.
    await deliver("refund.processed", firstId);
    expect((await preorder(id)).status).toBe("refunded");
    expect(await transitionsTo(id, "refunded")).toBe(1);
    expect(await transitionsTo(id, "partially_refunded")).toBe(1);
    await outboxSettled(id);
    expect(mails(email, reference)).toHaveLength(3);
    const refundMails = mails(email, reference).slice(1);
    for (const m of refundMails) expect(m.raw).toMatch(/Subject: .*Refund/);
    // One refund voucher per refund (none yet invoiced), for its amount, whatever the replays;
    // each refund e-mail links its own.
    const vouchers = await database()
      .select()
      .from(documents)
      .where(and(eq(documents.preorderId, id), eq(documents.kind, "refund_voucher")));
    const refundRows = await database().select().from(refunds).where(eq(refunds.preorderId, id));
    expect(vouchers.map((v) => v.amount)).toEqual([half, half]);
    expect(new Set(vouchers.map((v) => v.subjectKey))).toEqual(new Set(refundRows.map((r) => r.id)));
    for (const voucher of vouchers) {
      expect(refundMails.some((m) => m.raw.includes(voucher.number))).toBe(true);
    }

    // Nothing is left: a further refund is refused before the gateway is asked.
    const calls = gatewayRefundCalls();
    const more = await refund({ preorderId: id, amountMinor: 100, idempotencyKey: randomUUID() });
    expect(more).toMatchObject({ ok: false, status: 409 });
    expect(gatewayRefundCalls()).toBe(calls);
  });

  test("the same idempotency key twice, even at once, refunds once", async () => {
    const { id } = await paidPreorder();
    const key = randomUUID();
    const input = { preorderId: id, amountMinor: 100_000, idempotencyKey: key };
    const [a, b] = await Promise.all([refund(input), refund(input)]);
    const c = await refund(input);
    for (const outcome of [a, b, c]) expect(outcome.ok).toBe(true);
    const ids = [a, b, c].map((o) => (o.ok ? o.refund.id : ""));
    expect(new Set(ids).size).toBe(1);
    expect(c).toMatchObject({ duplicate: true });
    const rows = await database().select().from(refunds).where(eq(refunds.preorderId, id));
    expect(rows).toHaveLength(1);
    const { gatewayPaymentId } = await preorder(id);
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId)).toHaveLength(1);
  });

  test("more than was captured is a 409 naming the amount, and the gateway is never called", async () => {
    const { id } = await paidPreorder();
    const calls = gatewayRefundCalls();
    const over = await refund({
      preorderId: id,
      amountMinor: GLASSES_INR.booking + 1,
      idempotencyKey: randomUUID(),
    });
    expect(over).toMatchObject({
      ok: false,
      status: 409,
      field: "amountMinor",
      refundable: GLASSES_INR.booking,
    });
    // Two operators racing for the whole amount: one wins, the other is told what is left (nothing).
    const both = await Promise.all(
      [1, 2].map(() =>
        refund({ preorderId: id, amountMinor: GLASSES_INR.booking, idempotencyKey: randomUUID() }),
      ),
    );
    expect(both.filter((o) => o.ok)).toHaveLength(1);
    expect(both.find((o) => !o.ok)).toMatchObject({ status: 409, refundable: 0 });
    expect(gatewayRefundCalls()).toBe(calls + 1);
    // The same key for another amount is not a retry.
    const first = both.find((o) => o.ok)!;
    const reused = await refund({
      preorderId: id,
      amountMinor: 100,
      idempotencyKey: (
        await database()
          .select()
          .from(refunds)
          .where(eq(refunds.id, first.ok ? first.refund.id : ""))
      )[0]!.idempotencyKey,
    });
    expect(reused).toMatchObject({ ok: false, status: 409, field: "idempotencyKey" });
  });

  test("bad input and unpaid pre-orders are refused with the field named", async () => {
    expect(
      await refund({ preorderId: "nope", amountMinor: 100, idempotencyKey: randomUUID() }),
    ).toMatchObject({
      status: 400,
      field: "preorderId",
    });
    expect(
      await refund({ preorderId: randomUUID(), amountMinor: 1.5, idempotencyKey: randomUUID() }),
    ).toMatchObject({ status: 400, field: "amountMinor" });
    expect(
      await refund({ preorderId: randomUUID(), amountMinor: 100, idempotencyKey: randomUUID() }),
    ).toMatchObject({ status: 404 });
    const { id } = await newPreorder(app);
    expect(await refund({ preorderId: id, amountMinor: 100, idempotencyKey: randomUUID() })).toMatchObject({
      status: 409,
      field: "preorderId",
    });
  });

  test("refund.failed: refund_failed once, no refund e-mail, and the amount can be refunded again", async () => {
    const { id, email, reference } = await paidPreorder();
    const attempt = await refund({
      preorderId: id,
      amountMinor: GLASSES_INR.booking,
      idempotencyKey: randomUUID(),
    });
    const gatewayId = attempt.ok ? attempt.refund.gatewayRefundId! : "";
    rzp.settleRefund(gatewayId, "failed");
    await deliver("refund.failed", gatewayId);
    expect((await preorder(id)).status).toBe("refund_failed");
    expect(await transitionsTo(id, "refund_failed")).toBe(1);
    await outboxSettled(id);
    expect(mails(email, reference)).toHaveLength(1); // the confirmation only
    // Staff are told once (the replays above included), with a link to the order's console page.
    const staff = await Promise.all(mails(STAFF, reference).map((m) => simpleParser(m.raw)));
    const alerts = staff.filter((m) => m.subject?.startsWith("Refund failed"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`/admin/preorders/${id}`);

    const retry = await refund({
      preorderId: id,
      amountMinor: GLASSES_INR.booking,
      idempotencyKey: randomUUID(),
    });
    expect(retry.ok).toBe(true);
    const retryId = retry.ok ? retry.refund.gatewayRefundId! : "";
    rzp.settleRefund(retryId, "processed");
    await deliver("refund.processed", retryId);
    expect((await preorder(id)).status).toBe("refunded");
    await outboxSettled(id);
    expect(mails(email, reference)).toHaveLength(2);
  });

  test("a gateway time-out answers 503; the retry with the same key makes one refund", async () => {
    const { id } = await paidPreorder();
    const input = { preorderId: id, amountMinor: 50_000, idempotencyKey: randomUUID() };
    rzp.behaviour = "slow";
    try {
      expect(await refund(input)).toMatchObject({ ok: false, status: 503 });
    } finally {
      rzp.behaviour = "normal";
    }
    const again = await refund(input);
    expect(again).toMatchObject({ ok: true, refund: { status: "pending" } });
    expect(await database().select().from(refunds).where(eq(refunds.preorderId, id))).toHaveLength(1);
  });

  test("a refunded glasses order leaves the delivery queue and later buyers move up", async () => {
    const first = await paidPreorder();
    const second = await paidPreorder();
    const third = await paidPreorder();
    const place = async (id: string) => {
      const row = await preorder(id);
      const res = await post(app, "/api/payments/verify", {
        razorpay_order_id: row.gatewayOrderId,
        razorpay_payment_id: row.gatewayPaymentId,
        preorderId: id,
      });
      return res.json.data!.queue_position;
    };
    const before = [await place(second.id), await place(third.id)];
    expect(before[1]).toBe(before[0]! + 1);

    // A partial refund keeps the order in the queue.
    const part = await refund({ preorderId: first.id, amountMinor: 100_000, idempotencyKey: randomUUID() });
    rzp.settleRefund(part.ok ? part.refund.gatewayRefundId! : "", "processed");
    await deliver("refund.processed", part.ok ? part.refund.gatewayRefundId! : "");
    expect([await place(second.id), await place(third.id)]).toEqual(before);

    const rest = await refund({
      preorderId: first.id,
      amountMinor: GLASSES_INR.booking - 100_000,
      idempotencyKey: randomUUID(),
    });
    rzp.settleRefund(rest.ok ? rest.refund.gatewayRefundId! : "", "processed");
    await deliver("refund.processed", rest.ok ? rest.refund.gatewayRefundId! : "");
    expect((await preorder(first.id)).status).toBe("refunded");
    expect([await place(second.id), await place(third.id)]).toEqual([before[0]! - 1, before[1]! - 1]);
  });

  test("a refund made in the gateway's dashboard is recorded from its webhook", async () => {
    const { id, email, reference } = await paidPreorder();
    const { gatewayPaymentId } = await preorder(id);
    // Made outside the app: straight at the gateway, with no receipt of ours.
    const res = await fetch(`${rzp.url}/v1/payments/${gatewayPaymentId}/refund`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: 200_000 }),
    });
    const made = (await res.json()) as { id: string };
    rzp.settleRefund(made.id, "processed");
    await deliver("refund.processed", made.id);
    const rows = await database().select().from(refunds).where(eq(refunds.preorderId, id));
    expect(rows).toMatchObject([{ amount: 200_000, status: "processed", actor: "gateway" }]);
    expect((await preorder(id)).status).toBe("partially_refunded");
    await outboxSettled(id);
    expect(mails(email, reference)).toHaveLength(2);
  });

  /** A pending refund left alone long enough for the reconciler to retry it (time moved, not waited for). */
  const age = (refundId: string) =>
    database()
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(refunds.id, refundId));
  const refundRows = (id: string) => database().select().from(refunds).where(eq(refunds.preorderId, id));
  const gatewayRefundsOf = async (id: string) => {
    const { gatewayPaymentId } = await preorder(id);
    return [...rzp.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId);
  };
  const refundEmailRows = async (id: string) =>
    (await database().select().from(outbox).where(eq(outbox.preorderId, id))).filter(
      (r) => r.kind === "refund_email",
    );

  test("a gateway 5xx leaves the refund pending; the reconciler retries it with the same key and settles it", async () => {
    const { id, email, reference } = await paidPreorder();
    rzp.behaviour = "server_error";
    try {
      const failed = await refund({
        preorderId: id,
        amountMinor: GLASSES_INR.booking,
        idempotencyKey: randomUUID(),
      });
      expect(failed).toMatchObject({ ok: false, status: 503 });
    } finally {
      rzp.behaviour = "normal";
    }
    const [row] = await refundRows(id);
    expect(row).toMatchObject({ status: "pending", gatewayRefundId: null });
    expect(await gatewayRefundsOf(id)).toHaveLength(0);

    rzp.refundsProcessAtOnce = true;
    try {
      await age(row!.id);
      await app.running.services.payments.reconciler.runOnce();
    } finally {
      rzp.refundsProcessAtOnce = false;
    }
    const made = await gatewayRefundsOf(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ idempotencyKey: row!.id, receipt: row!.id, status: "processed" });
    expect((await refundRows(id))[0]).toMatchObject({ status: "processed", gatewayRefundId: made[0]!.id });
    expect((await preorder(id)).status).toBe("refunded");
    await outboxSettled(id);
    expect(mails(email, reference)).toHaveLength(2);
    // Another pass finds nothing left to do.
    await app.running.services.payments.reconciler.runOnce();
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });

  test("a time-out after the gateway made the refund: the reconciler finds it by receipt and never asks twice", async () => {
    const { id } = await paidPreorder();
    rzp.behaviour = "slow_made";
    try {
      const timedOut = await refund({ preorderId: id, amountMinor: 50_000, idempotencyKey: randomUUID() });
      expect(timedOut).toMatchObject({ ok: false, status: 503 });
      // The gateway finishes the request it was given, though nobody waits for the answer.
      await expect.poll(async () => (await gatewayRefundsOf(id)).length, { timeout: 10_000 }).toBe(1);
    } finally {
      rzp.behaviour = "normal";
    }
    const [made] = await gatewayRefundsOf(id);
    rzp.settleRefund(made!.id, "processed");
    const [row] = await refundRows(id);
    expect(row).toMatchObject({ status: "pending", gatewayRefundId: null });
    const posts = gatewayRefundCalls();
    await age(row!.id);
    await app.running.services.payments.reconciler.runOnce();
    expect(gatewayRefundCalls()).toBe(posts);
    expect(rzp.requests).toContain(`GET /v1/payments/${(await preorder(id)).gatewayPaymentId}/refunds`);
    expect((await refundRows(id))[0]).toMatchObject({ status: "processed", gatewayRefundId: made!.id });
    expect((await preorder(id)).status).toBe("partially_refunded");
    expect(await refundEmailRows(id)).toHaveLength(1);
  });

  test("the process died between the reservation and the gateway call: the reconciler makes the refund once", async () => {
    const { id } = await paidPreorder();
    // What a process killed right after reserving leaves behind: a pending row, nothing at the gateway.
    const [row] = await database()
      .insert(refunds)
      .values({
        preorderId: id,
        amount: 100_000,
        currency: "INR",
        idempotencyKey: randomUUID(),
        actor: "ops@luxid.example",
        updatedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    rzp.refundsProcessAtOnce = true;
    try {
      await app.running.services.payments.reconciler.runOnce();
      await app.running.services.payments.reconciler.runOnce();
    } finally {
      rzp.refundsProcessAtOnce = false;
    }
    expect(await gatewayRefundsOf(id)).toMatchObject([{ idempotencyKey: row!.id, amount: 100_000 }]);
    expect((await refundRows(id))[0]).toMatchObject({ status: "processed" });
    expect((await preorder(id)).status).toBe("partially_refunded");
    expect(await refundEmailRows(id)).toHaveLength(1);
  });

  test("settlement and the order's transition commit together: a failed transition leaves no refund e-mail behind", async () => {
    const { id } = await paidPreorder();
    // The order's move to refunded fails once (a killed connection, say) after the refund row changed.
    await database().execute(
      sql.raw(`create or replace function luxid_test_block_refunded() returns trigger language plpgsql as $$
        begin
          if new.id = '${id}' and new.status = 'refunded' then raise exception 'blocked by the test'; end if;
          return new;
        end $$`),
    );
    await database().execute(
      sql.raw(`create trigger luxid_test_block_refunded before update on luxid_preorders
        for each row execute function luxid_test_block_refunded()`),
    );
    rzp.refundsProcessAtOnce = true;
    try {
      await expect(
        refund({ preorderId: id, amountMinor: GLASSES_INR.booking, idempotencyKey: randomUUID() }),
      ).rejects.toThrow();
    } finally {
      rzp.refundsProcessAtOnce = false;
      await database().execute(sql.raw(`drop trigger luxid_test_block_refunded on luxid_preorders`));
      await database().execute(sql.raw(`drop function luxid_test_block_refunded()`));
    }
    // Nothing moved: no "refunded in full, your pre-order is cancelled" e-mail for a paid order.
    expect((await preorder(id)).status).toBe("paid");
    expect(await refundEmailRows(id)).toHaveLength(0);
    const [row] = await refundRows(id);
    expect(row).toMatchObject({ status: "pending" });

    // The reconciler finds the processed refund at the gateway and settles all of it at once.
    await age(row!.id);
    await app.running.services.payments.reconciler.runOnce();
    expect((await refundRows(id))[0]).toMatchObject({ status: "processed" });
    expect((await preorder(id)).status).toBe("refunded");
    expect(await refundEmailRows(id)).toHaveLength(1);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });
});
