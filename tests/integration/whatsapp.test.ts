import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deliveryWindows, outbox, preorders, whatsappConsents, whatsappMessages } from "../../db/schema";
import { WHATSAPP_CONSENT } from "../../app/content/whatsapp";
import { enqueueNotification } from "../../app/features/notifications/server/enqueue.server";
import {
  replyEvent,
  signedWebhook,
  startFakeGraphApi,
  statusEvent,
  type FakeGraphApi,
} from "../support/fakes/graph-api-server";
import { startApp, type TestApp } from "../support/app";
import { referenceOf } from "../support/balance";
import { engines, type TestDatabase } from "../support/engines";
import { formBody, postForm } from "../support/form-post";
import { post } from "../support/http";
import { askForLink, consoleClient, csrfOf, OPERATOR } from "../support/operators";

const SITE = "http://localhost:3000";

/**
 * WhatsApp order updates over HTTP on each engine: consent taken by the pre-order API and form,
 * template messages sent from the outbox to a fake Graph API (Meta's Cloud API) over HTTP, the
 * order page's opt-out, and the signed webhook's statuses and STOP replies.
 */
describe.each(engines())("WhatsApp updates on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let graph: FakeGraphApi;
  let ops: ReturnType<typeof consoleClient>;

  beforeAll(async () => {
    graph = await startFakeGraphApi();
    db = await engine.create();
    app = await startApp({
      ...db.env,
      DATA_DIR: "memory://",
      PAYMENTS_MODE: "sandbox",
      TRUST_PROXY: "true",
      OPERATOR_EMAILS: OPERATOR,
      OUTBOX_INTERVAL_MS: "3600000",
      // A failed send waits a minute: the retry test makes its row due itself.
      OUTBOX_RETRY_BASE_MS: "60000",
      // Limits on: each buyer below comes from an address of its own, the forged webhooks from one.
      RATE_LIMIT_DISABLED: "false",
      ...graph.env(),
    });
    ops = consoleClient(app, "10.45.0.1");
    const { token } = await askForLink(app, ops);
    expect((await ops.post("/admin/verify", { token })).status).toBe(302);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await graph?.close();
  });

  const database = () => app.running.services.database.db;
  const drain = () => app.running.services.notifications.outbox.drain();
  const newIp = () => `10.46.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  /** A fresh Indian mobile number: typed as a buyer types it, and as the Cloud API addresses it. */
  const newNumber = () => {
    const local = `9${String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9)}`;
    return { typed: `+91 ${local.slice(0, 5)} ${local.slice(5)}`, waId: `91${local}` };
  };

  /** Books one Vue Glass through the JSON API with a WhatsApp number (and the box as given). */
  async function book(whatsapp: string, extra: Record<string, unknown>) {
    return post(
      app,
      "/api/preorders",
      {
        name: "Asha Rao",
        email: `buyer-${randomBytes(4).toString("hex")}@example.com`,
        phone: "+91 98450 12345",
        whatsapp,
        address: "12 MG Road, Bengaluru, Karnataka 560001",
        items: [{ id: "glasses", quantity: 1 }],
        idempotencyKey: randomUUID(),
        fillMs: 10_000,
        ...extra,
      },
      { "x-forwarded-for": newIp() },
    );
  }

  /** A paid glasses order (sandbox payment) of a buyer who gave a number, ticking the box or not. */
  async function paidOrder(optIn: boolean) {
    const number = newNumber();
    const saved = await book(number.typed, optIn ? { whatsappOptIn: true } : {});
    expect(saved.status, saved.text).toBe(201);
    const id = saved.json.id!;
    const ip = { "x-forwarded-for": newIp() };
    const created = await post(app, "/api/payments/create", { preorderId: id }, ip);
    const outcome = { orderId: created.json.orderId, outcome: "success" };
    const checkout = (await post(app, "/api/payments/sandbox", outcome, ip)).json;
    const verified = await post(app, "/api/payments/verify", { ...checkout, preorderId: id }, ip);
    expect(verified.json.data?.status).toBe("SUCCESS");
    await drain();
    const [row] = await database()
      .select({ email: preorders.email })
      .from(preorders)
      .where(eq(preorders.id, id));
    return { id, email: row!.email, reference: await referenceOf(app, id), ...number };
  }

  const consentOf = async (id: string) =>
    (await database().select().from(whatsappConsents).where(eq(whatsappConsents.preorderId, id)))[0];

  /** The console's single "Send balance link" on the order's page, then the outbox. */
  async function sendBalanceLink(id: string) {
    const csrf = await csrfOf(await ops.get(`/admin/preorders/${id}`));
    expect((await ops.post(`/admin/preorders/${id}`, { csrf, intent: "balance-link" })).status).toBe(200);
    await drain();
  }

  const orderPagePath = (reference: string) => app.running.services.orderLinks.path(reference);

  test("the API stores the consent with its time and wording; without the box, or without a number, none", async () => {
    const before = Date.now();
    const on = await paidOrder(true);
    const consent = await consentOf(on.id);
    expect(consent).toMatchObject({
      waId: on.waId,
      wordingVersion: WHATSAPP_CONSENT.version,
      optedOutAt: null,
    });
    expect(consent!.optedInAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const off = await paidOrder(false);
    expect(await consentOf(off.id)).toBeUndefined();
    expect((await database().select().from(preorders).where(eq(preorders.id, off.id)))[0]!.whatsapp).toBe(
      off.typed,
    );

    // The confirmation says WhatsApp updates follow only to the buyer who asked (this shop sends them).
    const confirmation = (to: string) =>
      (app.running.services.notifications.mailer.sent ?? []).find(
        (m) => m.to === to && m.subject.includes("confirmed"),
      );
    expect(confirmation(on.email)?.text).toContain("As you asked, we also send these updates on WhatsApp");
    expect(confirmation(off.email)?.text).toBeDefined();
    expect(confirmation(off.email)?.text).not.toContain("updates on WhatsApp");

    const noNumber = await book("", { whatsappOptIn: true });
    expect(noNumber.status).toBe(400);
    expect(noNumber.json).toMatchObject({ field: "whatsapp" });
    const notBoolean = await book(newNumber().typed, { whatsappOptIn: "yes" });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.json).toMatchObject({ field: "whatsappOptIn" });
  });

  test("the form posted without JavaScript takes the ticked box, and only the ticked box", async () => {
    const fields = (whatsapp: string) => ({
      name: "Asha Rao",
      email: `form-${randomBytes(4).toString("hex")}@example.com`,
      phone: "+91 98450 12345",
      whatsapp,
      country: "IN",
      address: "12 MG Road, Bengaluru, Karnataka 560001",
      item: "glasses:1",
    });
    const headers = (ip: string) => ({
      accept: "text/html",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": ip,
    });
    const ticked = newNumber();
    const answer = await postForm(
      app,
      "/preorder",
      await formBody({ ...fields(ticked.typed), whatsappOptIn: "yes" }),
      headers(newIp()),
    );
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    const unticked = newNumber();
    expect(
      (await postForm(app, "/preorder", await formBody(fields(unticked.typed)), headers(newIp()))).status,
    ).toBe(200);
    const consents = await database().select().from(whatsappConsents);
    expect(consents.filter((c) => c.waId === ticked.waId)).toHaveLength(1);
    expect(consents.filter((c) => c.waId === unticked.waId)).toHaveLength(0);

    // The form as the page serves it: the box is there, labelled, and not ticked.
    const page = await (await fetch(`${app.url}/preorder`)).text();
    const box = /<input[^>]*name="whatsappOptIn"[^>]*>/.exec(page)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
    expect(page).toContain(`for="preorder-whatsapp-opt-in"`);

    // A form that comes back (an invalid e-mail) keeps the box as the buyer left it.
    const returned = await postForm(
      app,
      "/preorder",
      await formBody({ ...fields(newNumber().typed), email: "not-an-address", whatsappOptIn: "yes" }),
      headers(newIp()),
    );
    expect(returned.status).toBe(400);
    expect(/<input[^>]*name="whatsappOptIn"[^>]*>/.exec(returned.text)?.[0]).toContain("checked");
  });

  test("the balance link goes out as one template to the consenting buyer; nothing to a buyer who did not tick", async () => {
    const on = await paidOrder(true);
    const off = await paidOrder(false);
    await sendBalanceLink(on.id);
    await sendBalanceLink(off.id);
    await drain();

    const sent = graph.acceptedTo(on.waId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      phoneNumberId: graph.phoneNumberId,
      authorization: `Bearer ${graph.accessToken}`,
      template: "luxid_balance_due",
      language: "en",
      parameters: ["Asha Rao", on.reference, "₹22,399", `${SITE}${orderPagePath(on.reference)}`],
    });
    expect(graph.received.filter((m) => m.to === off.waId)).toHaveLength(0);
    const [message] = await database()
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.preorderId, on.id));
    expect(message).toMatchObject({
      id: sent[0]!.messageId,
      template: "luxid_balance_due",
      status: "accepted",
    });
    // The e-mail went too: WhatsApp is a second channel, never instead of e-mail.
    const emails = await database()
      .select()
      .from(outbox)
      .where(and(eq(outbox.preorderId, on.id), eq(outbox.kind, "balance_due")));
    expect(emails.map((r) => [r.channel, r.sentAt !== null]).sort()).toEqual([
      ["email", true],
      ["whatsapp", true],
    ]);
    // Once per event: the same update queued again sends nothing more.
    await enqueueNotification(database(), { kind: "balance_due", preorderId: on.id });
    await drain();
    expect(graph.acceptedTo(on.waId)).toHaveLength(1);
  });

  test("every later update has its template and variables", async () => {
    const o = await paidOrder(true);
    const send = async (request: Parameters<typeof enqueueNotification>[1]) => {
      await enqueueNotification(database(), request);
      await drain();
      return graph.acceptedTo(o.waId).at(-1)!;
    };
    const link = `${SITE}${orderPagePath(o.reference)}`;
    await database().update(preorders).set({ status: "balance_due" }).where(eq(preorders.id, o.id));
    expect(await send({ kind: "balance_reminder", preorderId: o.id, subjectKey: "1" })).toMatchObject({
      template: "luxid_balance_reminder",
      parameters: ["Asha Rao", "₹22,399", o.reference, link],
    });
    const [window] = await database()
      .insert(deliveryWindows)
      .values({
        queueFrom: 1,
        startsOn: "2027-09-15",
        endsOn: "2027-09-30",
        setBy: OPERATOR,
        testOrder: true,
      })
      .returning();
    expect(
      await send({ kind: "delivery_window_changed", preorderId: o.id, subjectKey: window!.id }),
    ).toMatchObject({
      template: "luxid_delivery_dates",
      parameters: ["Asha Rao", o.reference, "15–30 September 2027", link],
    });
    await database()
      .update(preorders)
      .set({
        status: "shipped",
        carrier: "Blue Dart",
        trackingNumber: "BD123456789IN",
        shippedAt: new Date(),
      })
      .where(eq(preorders.id, o.id));
    expect(await send({ kind: "order_dispatched", preorderId: o.id })).toMatchObject({
      template: "luxid_order_dispatched",
      parameters: ["Asha Rao", o.reference, "Blue Dart", "BD123456789IN", link],
    });
    await database()
      .update(preorders)
      .set({ status: "delivered", deliveredAt: new Date() })
      .where(eq(preorders.id, o.id));
    expect(await send({ kind: "order_delivered", preorderId: o.id })).toMatchObject({
      template: "luxid_order_delivered",
      parameters: ["Asha Rao", o.reference, link],
    });
    // Updates without a template (the booking's confirmation) never went to WhatsApp.
    expect(graph.acceptedTo(o.waId).map((m) => m.template)).toEqual([
      "luxid_balance_reminder",
      "luxid_delivery_dates",
      "luxid_order_dispatched",
      "luxid_order_delivered",
    ]);
  });

  test("stopped from the order page: the page says so, and nothing queued before or after is sent", async () => {
    const o = await paidOrder(true);
    const pagePath = orderPagePath(o.reference);
    const before = await (await fetch(`${app.url}${pagePath}`)).text();
    expect(before).toContain(`WhatsApp number ending ${o.waId.slice(-4)}`);
    expect(before).toContain("Stop WhatsApp updates");

    // Queued while consent stood; consent is read again when it is sent.
    await enqueueNotification(database(), { kind: "balance_due", preorderId: o.id });
    const stop = await postForm(app, pagePath, await formBody({ intent: "whatsapp-stop" }), {
      accept: "text/html",
      "sec-fetch-mode": "navigate",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": newIp(),
    });
    expect(stop.status).toBe(303);
    expect(stop.headers.location).toContain("#whatsapp-updates");
    await drain();
    await sendBalanceLink(o.id);
    expect(graph.received.filter((m) => m.to === o.waId)).toHaveLength(0);
    expect(await consentOf(o.id)).toMatchObject({ optOutSource: "order_page" });
    expect(await consentOf(o.id).then((c) => c!.optedOutAt)).toBeInstanceOf(Date);

    const after = await (await fetch(`${app.url}${pagePath}`)).text();
    expect(after).toContain("Off: you stopped WhatsApp updates on");
    expect(after).not.toContain("Stop WhatsApp updates");
  });

  test("a 5xx from the Cloud API is retried until accepted, and the message is sent once", async () => {
    const o = await paidOrder(true);
    graph.failNext = 1;
    await sendBalanceLink(o.id);
    const [row] = await database()
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.preorderId, o.id), eq(outbox.kind, "balance_due"), eq(outbox.channel, "whatsapp")),
      );
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: "WhatsappSendError http_503" });
    expect(graph.acceptedTo(o.waId)).toHaveLength(0);
    const waiting = await (await ops.get(`/admin/preorders/${o.id}`)).text();
    expect(waiting).toContain("Balance link: pending (1 attempts, WhatsappSendError http_503)");

    // Its retry comes due (as it would after the back-off): the next pass sends it.
    await database()
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row!.id));
    await drain();
    expect(graph.acceptedTo(o.waId)).toHaveLength(1);
    expect(graph.received.filter((m) => m.to === o.waId)).toHaveLength(2);
    await drain();
    expect(graph.acceptedTo(o.waId)).toHaveLength(1);
  });

  test("the shipping policy promises WhatsApp details in a shop that sends them", async () => {
    const html = await (await fetch(`${app.url}/shipping-policy`)).text();
    expect(html).toContain(
      "We send the same details on WhatsApp if you asked for WhatsApp updates when you booked.",
    );
  });

  test("the webhook answers Meta's handshake with the verify token only", async () => {
    const ask = (token: string) =>
      fetch(
        `${app.url}/api/whatsapp/webhook?${new URLSearchParams({ "hub.mode": "subscribe", "hub.verify_token": token, "hub.challenge": "1158201444" })}`,
      );
    const ok = await ask(graph.verifyToken);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await ask("not-the-token")).status).toBe(403);
  });

  test("signed statuses are stored and shown in the console; forged ones refused; STOP replies stop updates", async () => {
    const o = await paidOrder(true);
    await sendBalanceLink(o.id);
    const messageId = graph.acceptedTo(o.waId)[0]!.messageId!;
    const hook = (event: { body: string; signature: string }, ip = newIp()) =>
      fetch(`${app.url}/api/whatsapp/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": event.signature,
          "x-forwarded-for": ip,
        },
        body: event.body,
      });
    const statusOf = async () =>
      (await database().select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId)))[0]!.status;

    const forged = signedWebhook("not-the-app-secret", statusEvent(messageId, "read", o.waId));
    expect((await hook(forged)).status).toBe(401);
    const unsigned = await hook({ body: forged.body, signature: "" });
    expect(unsigned.status).toBe(401);
    expect(await statusOf()).toBe("accepted");

    expect(
      (await hook(signedWebhook(graph.appSecret, statusEvent(messageId, "delivered", o.waId)))).status,
    ).toBe(200);
    expect(await statusOf()).toBe("delivered");
    // A late "sent" never hides "delivered".
    await hook(signedWebhook(graph.appSecret, statusEvent(messageId, "sent", o.waId)));
    expect(await statusOf()).toBe("delivered");
    const consolePage = await (await ops.get(`/admin/preorders/${o.id}`)).text();
    expect(consolePage).toContain("luxid_balance_due: delivered");
    expect(consolePage).toContain(`(wording ${WHATSAPP_CONSENT.version})`);

    // A STOP reply from the buyer's number: consent withdrawn, and the order page says how.
    expect((await hook(signedWebhook(graph.appSecret, replyEvent(o.waId, " Stop ")))).status).toBe(200);
    expect(await consentOf(o.id)).toMatchObject({ optOutSource: "stop_reply" });
    await enqueueNotification(database(), { kind: "balance_reminder", preorderId: o.id, subjectKey: "1" });
    await drain();
    expect(graph.acceptedTo(o.waId)).toHaveLength(1);
    const page = await (await fetch(`${app.url}${orderPagePath(o.reference)}`)).text();
    expect(page).toContain("by replying STOP");
  });

  test("forged calls from one client are limited (429 with Retry-After); signed ones still pass", async () => {
    const ip = "10.47.0.1";
    const forged = signedWebhook("forger", statusEvent("wamid.X", "read", "919800000000"));
    const answers: number[] = [];
    for (let i = 0; i < 65; i++) {
      const res = await fetch(`${app.url}/api/whatsapp/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": forged.signature,
          "x-forwarded-for": ip,
        },
        body: forged.body,
      });
      answers.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(answers.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const signed = signedWebhook(graph.appSecret, statusEvent("wamid.unknown", "read", "919800000000"));
    const res = await fetch(`${app.url}/api/whatsapp/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signed.signature,
        "x-forwarded-for": ip,
      },
      body: signed.body,
    });
    expect(res.status).toBe(200);
  });
});

/**
 * A live shop without the Cloud API's settings: no page promises a WhatsApp message, yet the form
 * still asks (consent given now covers deliveries months away, once the shop is set up).
 */
describe("a live shop without WhatsApp settings", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({
      DATA_DIR: "memory://",
      PAYMENTS_MODE: "razorpay",
      RAZORPAY_KEY_ID: "rzp_test_whatsapp",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
      // Nothing here calls the gateway; an address nobody answers on, should anything try.
      RAZORPAY_API_BASE: "http://127.0.0.1:9",
      RECONCILE_INTERVAL_MS: "3600000",
      OUTBOX_INTERVAL_MS: "3600000",
    });
  });
  afterAll(() => app?.close());

  test("the shipping policy says nothing of WhatsApp; the form's box is still there, unticked", async () => {
    const policy = await (await fetch(`${app.url}/shipping-policy`)).text();
    expect(policy).toContain("we e-mail you the carrier’s name and a tracking number.");
    expect(policy).not.toContain("on WhatsApp");
    const form = await (await fetch(`${app.url}/preorder`)).text();
    expect(/<input[^>]*name="whatsappOptIn"[^>]*>/.exec(form)?.[0]).not.toContain("checked");
    const hook = await fetch(`${app.url}/api/whatsapp/webhook`, { method: "POST", body: "{}" });
    expect(hook.status).toBe(404);
  });
});
