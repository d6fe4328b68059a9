import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { preorders } from "../../db/schema";
import type { FakeRazorpay } from "../fakes/razorpay-server";
import type { TestApp } from "./support/app";
import { engines } from "./support/engines";
import { formBody, postForm } from "./support/form-post";
import { newPreorder } from "./support/http";
import { startPaymentsApp, type PaymentsApp } from "./support/payments-app";

/**
 * /payment-callback for a browser whose script does not run: the page's "Check payment status"
 * form posts to the page's own address, and its action verifies the payment that address names as
 * POST /api/payments/verify does. Success only when the server confirmed it.
 */
describe.each(engines())("the payment callback's own form on $name", (engine) => {
  let suite: PaymentsApp;
  let app: TestApp;
  let rzp: FakeRazorpay;

  beforeAll(async () => {
    suite = await startPaymentsApp(engine);
    ({ app, rzp } = suite);
  });
  afterAll(() => suite?.close());

  const statusOf = async (id: string) =>
    (
      await suite
        .database()
        .select({ status: preorders.status, reference: preorders.reference })
        .from(preorders)
        .where(eq(preorders.id, id))
    )[0]!;
  const callbackPath = (ids: Record<string, string>) =>
    `/payment-callback?${new URLSearchParams(ids).toString()}`;
  /** The form as Chromium posts it without JavaScript: no fields, to the page's own address. */
  const check = (path: string, headers?: Record<string, string>) =>
    formBody({}).then((body) => postForm(app, path, body, headers));
  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  test("the page says it is verifying, offers the form, and a GET settles nothing", async () => {
    const { id } = await newPreorder(app);
    const order = await suite.createOrder(id);
    const paid = rzp.pay(order.orderId);
    const res = await fetch(`${app.url}${callbackPath({ ...paid, preorderId: id })}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(heading(html)).toBe("Verifying your payment…");
    expect(html).toMatch(
      /<form method="post"><button type="submit"[^>]*>Check payment status<\/button><\/form>/,
    );
    expect(html).not.toContain("Payment successful");
    expect((await statusOf(id)).status).toBe("awaiting_payment");
  });

  test("a paid booking: the form's answer is the confirmed booking, with its reference", async () => {
    const { id } = await newPreorder(app);
    const order = await suite.createOrder(id);
    const paid = rzp.pay(order.orderId);
    // A same-origin form under a no-referrer policy sends `Origin: null`.
    const res = await check(callbackPath({ ...paid, preorderId: id }), {
      accept: "text/html",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "sec-fetch-site": "same-origin",
      origin: "null",
    });
    expect(res.status, res.text).toBe(200);
    const { status, reference } = await statusOf(id);
    expect(status).toBe("paid");
    expect(heading(res.text)).toBe("Payment successful!");
    expect(res.text).toContain(
      `Order reference <strong class="font-semibold text-white">${reference}</strong>`,
    );
    expect(res.text).toContain("Your place in the delivery queue");
    expect(res.text).not.toContain("Check payment status");
    expect(await suite.transitionsTo(id, "paid")).toBe(1);
  });

  test("a failed payment is not completed; a tampered one is refused; neither is paid", async () => {
    const failed = await newPreorder(app);
    const failedOrder = await suite.createOrder(failed.id);
    const { paymentId } = rzp.fail(failedOrder.orderId);
    const notDone = await check(
      callbackPath({
        razorpay_payment_id: paymentId,
        razorpay_order_id: failedOrder.orderId,
        preorderId: failed.id,
      }),
    );
    expect(heading(notDone.text)).toBe("Payment Not Completed. Status: FAILED");
    expect(notDone.text).toContain(
      `Your reference: <strong class="font-semibold text-white">${(await statusOf(failed.id)).reference}</strong>`,
    );
    expect((await statusOf(failed.id)).status).toBe("failed");

    const tampered = await newPreorder(app);
    const order = await suite.createOrder(tampered.id);
    const paid = rzp.pay(order.orderId);
    const sig = paid.razorpay_signature;
    const forged = `${sig.slice(0, -1)}${sig.endsWith("a") ? "b" : "a"}`;
    const refused = await check(
      callbackPath({ ...paid, razorpay_signature: forged, preorderId: tampered.id }),
    );
    expect(heading(refused.text)).toBe("We couldn&#x27;t verify your payment");
    expect(refused.text).not.toContain("Payment successful");
    expect((await statusOf(tampered.id)).status).toBe("awaiting_payment");
  });

  test("unconfirmed by the gateway: not confirmed yet, and the form is offered again", async () => {
    const { id } = await newPreorder(app);
    const order = await suite.createOrder(id);
    const paid = rzp.pay(order.orderId);
    rzp.behaviour = "server_error";
    try {
      const res = await check(callbackPath({ ...paid, preorderId: id }));
      expect(res.status).toBe(200);
      expect(heading(res.text)).toBe("Your payment is not confirmed yet");
      expect(res.text).toContain("Check payment status");
      expect(res.text).not.toContain("Payment successful");
    } finally {
      rzp.behaviour = "normal";
    }
    expect((await statusOf(id)).status).toBe("awaiting_payment");
  });

  test("an address without the payment, or naming none of ours, says so", async () => {
    expect(heading((await check("/payment-callback")).text)).toBe("Payment information is missing");
    const unknown = await check(
      callbackPath({ razorpay_order_id: "order_X", preorderId: "0b6f4a8e-2f43-4c1c-9d3e-6f1a2b3c4d5e" }),
    );
    expect(heading(unknown.text)).toBe("We couldn&#x27;t find this payment");
    const malformed = await check(callbackPath({ razorpay_order_id: "order_X", preorderId: "nope" }));
    expect(heading(malformed.text)).toBe("We couldn&#x27;t find this payment");
  });

  test("a post from another site is refused before anything is asked", async () => {
    const { id } = await newPreorder(app);
    const order = await suite.createOrder(id);
    const paid = rzp.pay(order.orderId);
    const res = await check(callbackPath({ ...paid, preorderId: id }), {
      accept: "text/html",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect((await statusOf(id)).status).toBe("awaiting_payment");
  });
});
