import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorAuditLog, outbox, preorders, refunds } from "../../db/schema";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { GLASSES_INR, newPreorder, post } from "../support/http";
import { consoleClient, csrfOf, OPERATOR, seedPreorder, signedInConsole } from "../support/operators";

/** A second operator, for two people resolving one review at once. */
const OPERATOR2 = "ops2@luxid.example";

/**
 * The console's operating actions over HTTP, as a browser posts them: refunds (full, partial,
 * double submits, too much), review resolution, the buyer's cancellation request, search and the
 * unbuffered CSV export. Razorpay is the fake over HTTP; e-mails are kept by the in-memory mailer.
 */
describe.each(engines())("console operations on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let rzp: FakeRazorpay;
  let ops: ReturnType<typeof consoleClient>;
  let ops2: ReturnType<typeof consoleClient>;
  let clients = 0;

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    rzp.refundsProcessAtOnce = true;
    db = await engine.create();
    app = await startApp({
      ...db.env,
      DATA_DIR: "memory://",
      TRUST_PROXY: "true",
      OPERATOR_EMAILS: `${OPERATOR},${OPERATOR2}`,
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_API_BASE: rzp.url,
      OUTBOX_INTERVAL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "50",
      RECONCILE_INTERVAL_MS: "3600000",
      RATE_LIMIT_DISABLED: "true",
    });
    ops = await signedInConsole(app, `10.40.0.${++clients}`);
    ops2 = await signedInConsole(app, `10.40.0.${++clients}`, OPERATOR2);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rzp?.close();
  });

  const database = () => app.running.services.database.db;
  const row = async (id: string) =>
    (await database().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const mailsTo = (to: string) =>
    (app.running.services.notifications.mailer.sent ?? []).filter((m) => m.to === to);
  const auditOf = (id: string, action: string) =>
    database()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.preorderId, id), eq(operatorAuditLog.action, action)));
  const settled = async (id: string) => {
    await expect
      .poll(
        async () =>
          (await database().select().from(outbox).where(eq(outbox.preorderId, id))).every((r) => r.sentAt),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  };

  /** A glasses pre-order paid through the fake gateway; `amount` makes the capture differ. */
  async function paid(amount?: number) {
    const { id, email } = await newPreorder(app);
    const created = await post(app, "/api/payments/create", { preorderId: id });
    expect(created.status, created.text).toBe(200);
    const checkout = rzp.pay(created.json.orderId!, amount ? { amount } : {});
    expect((await post(app, "/api/payments/verify", { ...checkout, preorderId: id })).status).toBe(200);
    await settled(id);
    return { id, email };
  }

  /** Opens the detail page: its words and the CSRF token its forms carry. */
  async function detailForms(id: string) {
    const page = await ops.get(`/admin/preorders/${id}`);
    expect(page.status).toBe(200);
    // React separates text parts with comments; without them the page reads as the user sees it.
    const html = (await page.text()).replaceAll("<!-- -->", "");
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    return { html, csrf };
  }

  /**
   * Opens a refund's confirmation step (`rest=1` or `amount=2800`) as the detail page's forms
   * lead to it: its status, words, and the form it offers (the amount it names, in minor units,
   * and this render's key), which is what a confirmation posts.
   */
  async function confirmation(id: string, query: string) {
    const page = await ops.get(`/admin/preorders/${id}/refund?${query}`);
    const html = (await page.text()).replaceAll("<!-- -->", "");
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    const form =
      /name="amount" value="(\d+)"\/><input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(html);
    return {
      status: page.status,
      html,
      /** The page's words without markup ("Refund ₹2,800 to Asha Rao?"). */
      text: html.replace(/<[^>]+>/g, ""),
      confirm: form && csrf ? { amount: form[1]!, idempotencyKey: form[2]!, csrf } : undefined,
    };
  }
  const refundPath = (id: string) => `/admin/preorders/${id}/refund`;

  test("half, then the rest from the detail page: one refund per form, one e-mail each, audited", async () => {
    const { id, email } = await paid();
    expect(mailsTo(email)).toHaveLength(1); // the confirmation

    // The detail page only leads to the confirmation step: nothing on it refunds.
    let forms = await detailForms(id);
    expect(forms.html).toContain(`action="${refundPath(id)}"`);
    expect(forms.html).toContain(`href="${refundPath(id)}?rest=1"`);
    expect(forms.html).not.toContain('name="idempotencyKey"');
    const oneClick = await ops.post(`/admin/preorders/${id}`, {
      intent: "refund",
      kind: "full",
      idempotencyKey: randomUUID(),
      csrf: forms.csrf,
    });
    expect(oneClick.status).toBe(400);

    // Too much is refused at the step with the amount that is left, and nothing reaches the gateway.
    const calls = rzp.requests.filter((r) => r.endsWith("/refund")).length;
    const over = await confirmation(id, "amount=5600.01");
    expect(over.status).toBe(400);
    expect(over.html).toContain("at most ₹5,600");
    expect(over.confirm).toBeUndefined();
    // A hand-made post of more than is left is refused too.
    const half0 = await confirmation(id, "amount=2800");
    const tooMuch = await ops.post(refundPath(id), { ...half0.confirm!, amount: "560001" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.text()).toContain("at most ₹5,600");
    expect(rzp.requests.filter((r) => r.endsWith("/refund")).length).toBe(calls);
    expect((await row(id)).status).toBe("paid");

    // The step names the amount before anything happens; then half, confirmed twice at once with
    // the same page (a double click): one refund.
    const step = await confirmation(id, "amount=2,800");
    expect(step.status).toBe(200);
    expect(step.text).toContain("Refund ₹2,800 to Asha Rao?");
    expect(step.html).toContain("₹2,800 from the booking payment");
    expect(step.confirm).toMatchObject({ amount: "280000" });
    const half = step.confirm!;
    const answers = await Promise.all([ops.post(refundPath(id), half), ops.post(refundPath(id), half)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await database().select().from(refunds).where(eq(refunds.preorderId, id))).toHaveLength(1);
    expect((await row(id)).status).toBe("partially_refunded");

    // The rest, also submitted twice (the second after the first finished): one more refund.
    forms = await detailForms(id);
    expect(forms.html).toContain("Refund the rest (₹2,800)…");
    const restStep = await confirmation(id, "rest=1");
    expect(restStep.text).toContain("Refund ₹2,800 to Asha Rao?");
    expect(restStep.html).toContain("Nothing will be left to refund");
    const rest = restStep.confirm!;
    expect((await ops.post(refundPath(id), rest)).status).toBe(200);
    const again = await ops.post(refundPath(id), rest);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("nothing was refunded twice");
    const made = await database().select().from(refunds).where(eq(refunds.preorderId, id));
    expect(made.map((r) => r.amount).sort()).toEqual([GLASSES_INR.booking / 2, GLASSES_INR.booking / 2]);
    expect((await row(id)).status).toBe("refunded");

    await settled(id);
    expect(mailsTo(email)).toHaveLength(3); // confirmation + one per refund
    const audited = await auditOf(id, "refund");
    expect(audited).toHaveLength(2);
    expect(audited.every((a) => a.operatorEmail === OPERATOR)).toBe(true);
    expect(await auditOf(id, "refund.refused")).toHaveLength(1);

    // A refunded order offers no refund, and a stale confirmation is refused with a 409.
    forms = await detailForms(id);
    expect(forms.html).not.toContain(`${refundPath(id)}?rest=1`);
    expect((await confirmation(id, "rest=1")).confirm).toBeUndefined();
    const stale = await ops.post(refundPath(id), { ...rest, idempotencyKey: randomUUID() });
    expect(stale.status).toBe(409);
  });

  test("a refund left pending by a gateway 5xx shows after a reload with a retry, on the dashboard too; the retry refunds once", async () => {
    const { id, email } = await paid();
    const step = await confirmation(id, "rest=1");
    rzp.behaviour = "server_error";
    try {
      const lost = await ops.post(refundPath(id), step.confirm!);
      expect(lost.status).toBe(503);
    } finally {
      rzp.behaviour = "normal";
    }
    const [pending] = await database().select().from(refunds).where(eq(refunds.preorderId, id));
    expect(pending).toMatchObject({ status: "pending" });

    // After a reload: the pending refund and a way to retry it, not "Nothing is left to refund".
    let forms = await detailForms(id);
    expect(forms.html).not.toContain("Nothing is left to refund");
    expect(forms.html).toContain("Retry the pending refund of ₹5,600");
    expect(forms.html).toContain(`name="refundId" value="${pending!.id}"`);
    const { reference } = await row(id);
    const dashboard = (await (await ops.get("/admin/dashboard")).text()).replaceAll("<!-- -->", "");
    expect(dashboard).toContain(`href="/admin/preorders/${id}"`);
    expect(dashboard).toContain(reference);

    // Retried twice (a double click): the same refund row and key, one refund at the gateway.
    const retry = { intent: "refund", kind: "retry", refundId: pending!.id, csrf: forms.csrf };
    const answers = await Promise.all([
      ops.post(`/admin/preorders/${id}`, retry),
      ops.post(`/admin/preorders/${id}`, retry),
    ]);
    expect(answers.map((a) => a.status).sort()).toContain(200);
    const { gatewayPaymentId } = await row(id);
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === gatewayPaymentId)).toMatchObject([
      { idempotencyKey: pending!.id, amount: GLASSES_INR.booking },
    ]);
    expect(await database().select().from(refunds).where(eq(refunds.preorderId, id))).toMatchObject([
      { id: pending!.id, status: "processed" },
    ]);
    expect((await row(id)).status).toBe("refunded");
    await settled(id);
    expect(mailsTo(email)).toHaveLength(2); // confirmation + the refund
    expect(await auditOf(id, "refund.retry")).toHaveLength(2);
    forms = await detailForms(id);
    expect(forms.html).not.toContain("Retry the pending refund");
    expect((await (await ops.get("/admin/dashboard")).text()).includes(`/admin/preorders/${id}"`)).toBe(
      false,
    );
  });

  test("an unpaid order cannot be refunded, and a malformed amount is named", async () => {
    const { id } = await newPreorder(app);
    const { csrf } = await detailForms(id);
    const step = await confirmation(id, "rest=1");
    expect(step.html).toContain("Nothing is left to refund on this order.");
    expect(step.confirm).toBeUndefined();
    const unpaid = await ops.post(refundPath(id), { amount: "560000", idempotencyKey: randomUUID(), csrf });
    expect(unpaid.status).toBe(409);
    const paidOrder = await paid();
    const malformed = await confirmation(paidOrder.id, "amount=12,5.3.1");
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain("Enter an amount like 2800 or 2800.50");
    expect(malformed.confirm).toBeUndefined();
    const notAnAmount = await ops.post(refundPath(paidOrder.id), {
      amount: "12.5",
      idempotencyKey: randomUUID(),
      csrf,
    });
    expect(notAnAmount.status).toBe(400);
  });

  test("a review is resolved by accepting the captured amount: paid, booking corrected, buyer told", async () => {
    const { id, email } = await paid(GLASSES_INR.booking - 100);
    expect((await row(id)).status).toBe("needs_review");
    expect(mailsTo(email)).toHaveLength(0);
    const { csrf, html } = await detailForms(id);
    expect(html).toContain("Accept the captured amount");
    const res = await ops.post(`/admin/preorders/${id}`, { intent: "review", outcome: "accepted", csrf });
    expect(res.status).toBe(200);
    const after = await row(id);
    expect(after.status).toBe("paid");
    expect(after.preorderAmount).toBe(GLASSES_INR.booking - 100);
    expect(after.remainingAmount).toBe(after.totalAmount - after.preorderAmount);
    await settled(id);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await auditOf(id, "review.resolved")).toHaveLength(1);
    // Resolved once: a second resolution is refused.
    const twice = await ops.post(`/admin/preorders/${id}`, { intent: "review", outcome: "refunded", csrf });
    expect(twice.status).toBe(409);
  });

  test("a review is resolved by refunding what was captured: refunded through the state machine", async () => {
    const { id, email } = await paid(GLASSES_INR.booking + 500);
    expect((await row(id)).status).toBe("needs_review");
    const review = await ops.get("/admin/review");
    const csrf = await csrfOf(review);
    const res = await ops.post("/admin/review", {
      intent: "review",
      preorderId: id,
      outcome: "refunded",
      csrf,
    });
    expect(res.status).toBe(200);
    const [made] = await database().select().from(refunds).where(eq(refunds.preorderId, id));
    expect(made).toMatchObject({ amount: GLASSES_INR.booking + 500, status: "processed", actor: OPERATOR });
    expect((await row(id)).status).toBe("refunded");
    await settled(id);
    expect(mailsTo(email)).toHaveLength(1); // the refund e-mail only: it was never confirmed
    expect(await (await ops.get("/admin/review")).text()).not.toContain(id);
  });

  test("a buyer contacted about a review leaves it open: accepted or refunded later, from the console", async () => {
    for (const outcome of ["accepted", "refunded"] as const) {
      const { id, email } = await paid(GLASSES_INR.booking + 300);
      const contacted = await ops.post("/admin/review", {
        intent: "review",
        preorderId: id,
        outcome: "contacted_buyer",
        note: "Asked by phone",
        csrf: await csrfOf(await ops.get("/admin/review")),
      });
      expect(contacted.status).toBe(200);
      expect((await row(id)).status).toBe("needs_review");
      // Still listed, still offered on the detail page, and decided later.
      const list = await (await ops.get("/admin/review")).text();
      expect(list).toContain(id);
      expect(list).toContain(`Buyer contacted by ${OPERATOR}`);
      expect(list).not.toContain("No gateway detail"); // each parked order shows why it was parked
      const { html } = await detailForms(id);
      expect(html).toContain("Accept the captured amount");
      const later = await ops2.post(`/admin/preorders/${id}`, {
        intent: "review",
        outcome,
        csrf: await csrfOf(await ops2.get(`/admin/preorders/${id}`)),
      });
      expect(later.status, outcome).toBe(200);
      expect(await auditOf(id, "review.contacted_buyer")).toHaveLength(1);
      expect((await row(id)).status).toBe(outcome === "accepted" ? "paid" : "refunded");
      await settled(id);
      expect(mailsTo(email)).toHaveLength(1); // the confirmation, or the refund's e-mail
      expect(await (await ops.get("/admin/review")).text()).not.toContain(id);
    }
  });

  test.each([
    ["accepted", "refunded"],
    ["refunded", "accepted"],
    ["accepted", "accepted"],
    ["refunded", "refunded"],
  ] as const)(
    "two operators resolving one review at once (%s / %s): one wins, the other is told; one e-mail, no refund after an accept",
    async (first, second) => {
      for (let round = 0; round < 3; round++) {
        const { id, email } = await paid(GLASSES_INR.booking + 700);
        const [csrf1, csrf2] = [
          await csrfOf(await ops.get(`/admin/preorders/${id}`)),
          await csrfOf(await ops2.get(`/admin/preorders/${id}`)),
        ];
        const answers = await Promise.all([
          ops.post(`/admin/preorders/${id}`, { intent: "review", outcome: first, csrf: csrf1 }),
          ops2.post(`/admin/preorders/${id}`, { intent: "review", outcome: second, csrf: csrf2 }),
        ]);
        const statuses = answers.map((a) => a.status);
        expect([...statuses].sort(), `round ${round}`).toEqual([200, 409]);
        const loser = answers[statuses.indexOf(409)]!;
        expect(await loser.text()).toMatch(/This review was already resolved by ops2?@luxid\.example/);
        const won = statuses[0] === 200 ? first : second;

        await settled(id);
        const after = await row(id);
        const made = await database().select().from(refunds).where(eq(refunds.preorderId, id));
        const confirmations = await database()
          .select()
          .from(outbox)
          .where(and(eq(outbox.preorderId, id), eq(outbox.kind, "order_confirmation")));
        if (won === "accepted") {
          expect(after.status).toBe("paid");
          expect(made).toHaveLength(0);
          expect(confirmations).toHaveLength(1);
        } else {
          expect(after.status).toBe("refunded");
          expect(made).toHaveLength(1);
          expect(confirmations).toHaveLength(0);
        }
        expect(mailsTo(email)).toHaveLength(1);
        expect(await auditOf(id, "review.resolved")).toHaveLength(1);
      }
    },
  );

  test("the buyer's cancellation request shows in the list (filter and badge) and on the detail page", async () => {
    // A parked payment is asked to be cancelled (an operator refunds it through the review); any
    // other order before dispatch the buyer cancels at once.
    const { id } = await paid(GLASSES_INR.booking - 100);
    expect((await row(id)).status).toBe("needs_review");
    const { reference } = await row(id);
    const link = app.running.services.orderLinks.path(reference);
    const buyer = await fetch(`${app.url}${link}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams({ intent: "cancel", reason: "Changed my mind" }),
    });
    expect(buyer.status).toBe(303);
    const list = await (await ops.get("/admin/preorders?cancellation=requested")).text();
    expect(list).toContain(reference);
    expect(list).toContain("Cancellation requested");
    const other = await paid();
    expect(list).not.toContain((await row(other.id)).reference);
    const detail = await (await ops.get(`/admin/preorders/${id}`)).text();
    expect(detail).toContain("The buyer asked to cancel");
    expect(detail).toContain("Changed my mind");
    // The dashboard counts it and links to the filtered list.
    const dashboard = (await (await ops.get("/admin/dashboard")).text()).replaceAll("&amp;", "&");
    expect(dashboard).toMatch(
      /Cancellation requests<\/dt><dd[^>]*><a[^>]*href="\/admin\/preorders\?cancellation=requested"[^>]*>1<\/a>/,
    );
  });

  test("search: reference, part of a name or e-mail, phone digits; fewer than 3 characters is explained", async () => {
    const saved = await seedPreorder(app, "Zephyrine Quartermaine", "zq.unique@example.net");
    const { reference } = await row(saved.id);
    const find = async (q: string) => (await ops.get(`/admin/preorders?q=${encodeURIComponent(q)}`)).text();
    expect(await find(reference.toLowerCase())).toContain(saved.id);
    expect(await find("phyrine quart")).toContain(saved.id);
    expect(await find("UNIQUE@example")).toContain(saved.id);
    expect(await find("98765 432")).toContain(saved.id);
    expect(await find("100%")).not.toContain(saved.id);
    const short = await ops.get("/admin/preorders?q=zq");
    expect(short.status).toBe(400);
    const html = await short.text();
    expect(html).toContain("Type at least 3 characters to search");
    expect(html).not.toContain(saved.id);
  });

  test("the CSV export and the voice note are never compressed: they stream as written", async () => {
    const saved = await seedPreorder(app);
    const csv = await ops.get("/admin/export/preorders.csv", { "accept-encoding": "gzip" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-encoding")).toBeNull();
    expect(await csv.text()).toContain((await row(saved.id)).reference);
    const voice = await ops.get(`/admin/preorders/${saved.id}/voice-note`, {
      "accept-encoding": "gzip",
      range: "bytes=0-99",
    });
    expect(voice.status).toBe(206);
    expect(voice.headers.get("content-encoding")).toBeNull();
    expect((await voice.arrayBuffer()).byteLength).toBe(100);
    // Pages still are compressed.
    const page = await ops.get("/admin/preorders", { "accept-encoding": "gzip" });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(await page.text()).toContain("Pre-orders"); // fetch undoes the gzip
  });
});
