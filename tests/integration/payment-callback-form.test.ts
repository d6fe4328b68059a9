import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { preorders } from "../../db/schema";
import { engines } from "../support/engines";
import { formBody, postForm } from "../support/form-post";
import { newPreorder } from "../support/http";
import { startPaymentsApp, type PaymentsApp } from "../support/payments-app";

/** Chromium's headers for a same-origin form posted as a document under a no-referrer policy. */
const SAME_SITE_FORM = {
  accept: "text/html",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "sec-fetch-site": "same-origin",
  origin: "null",
};

const callbackPath = (ids: Record<string, string>) =>
  `/payment-callback?${new URLSearchParams(ids).toString()}`;
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/**
 * /payment-callback for a browser whose script does not run: the page's "Check payment status"
 * form posts to the page's own address, and its action verifies the payment that address names as
 * POST /api/payments/verify does. Success only when the server confirmed it.
 */
describe.each(engines())("the payment callback's own form on $name", (engine) => {
  let suite: PaymentsApp;
  beforeAll(async () => {
    suite = await startPaymentsApp(engine);
  });
  afterAll(() => suite?.close());

  const stored = async (id: string) =>
    (
      await suite
        .database()
        .select({ status: preorders.status, reference: preorders.reference })
        .from(preorders)
        .where(eq(preorders.id, id))
    )[0]!;
  /** A stored pre-order and its gateway order, which checkout then pays (or fails). */
  const checkout = async () => {
    const { id } = await newPreorder(suite.app);
    return { id, orderId: (await suite.createOrder(id)).orderId };
  };
  /** A pre-order paid at the gateway, and the callback's address checkout hands back for it. */
  const paidCallback = async () => {
    const { id, orderId } = await checkout();
    return { id, ids: { ...suite.rzp.pay(orderId), preorderId: id } };
  };
  /** The form as Chromium posts it without JavaScript: no fields, to the page's own address. */
  const check = async (path: string, headers = SAME_SITE_FORM) =>
    postForm(suite.app, path, await formBody({}), headers);

  test("the page says it is verifying, offers the form, and a GET settles nothing", async () => {
    const { id, ids } = await paidCallback();
    const res = await fetch(`${suite.app.url}${callbackPath(ids)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(heading(html)).toBe("Verifying your payment…");
    expect(html).toMatch(
      /<form method="post"><button type="submit"[^>]*>Check payment status<\/button><\/form>/,
    );
    expect(html).not.toContain("Payment successful");
    expect((await stored(id)).status).toBe("awaiting_payment");
  });

  test("a paid booking: the form's answer is the confirmed booking, with its reference", async () => {
    const { id, ids } = await paidCallback();
    const res = await check(callbackPath(ids));
    expect(res.status, res.text).toBe(200);
    const { status, reference } = await stored(id);
    expect(status).toBe("paid");
    expect(heading(res.text)).toBe("Payment successful!");
    expect(res.text).toContain(
      `Order reference <strong class="font-semibold text-white">${reference}</strong>`,
    );
    expect(res.text).toContain("Your place in the delivery queue");
    expect(res.text).not.toContain("Check payment status");
    // Checked again (a reload resends the post): the same answer, still one transition.
    expect(heading((await check(callbackPath(ids))).text)).toBe("Payment successful!");
    expect(await suite.transitionsTo(id, "paid")).toBe(1);
  });

  test("a failed payment is not completed; a tampered one is refused; neither is paid", async () => {
    const failed = await checkout();
    const { paymentId } = suite.rzp.fail(failed.orderId);
    const notDone = await check(
      callbackPath({
        razorpay_payment_id: paymentId,
        razorpay_order_id: failed.orderId,
        preorderId: failed.id,
      }),
    );
    const { status, reference } = await stored(failed.id);
    expect(heading(notDone.text)).toBe("Payment Not Completed. Status: FAILED");
    expect(notDone.text).toContain(
      `Your reference: <strong class="font-semibold text-white">${reference}</strong>`,
    );
    expect(status).toBe("failed");

    const { id, ids } = await paidCallback();
    const sig = ids.razorpay_signature;
    const forged = `${sig.slice(0, -1)}${sig.endsWith("a") ? "b" : "a"}`;
    const refused = await check(callbackPath({ ...ids, razorpay_signature: forged }));
    expect(heading(refused.text)).toBe("We couldn&#x27;t verify your payment");
    expect(refused.text).not.toContain("Payment successful");
    expect((await stored(id)).status).toBe("awaiting_payment");
  });

  test("unconfirmed by the gateway: not confirmed yet, and the form is offered again", async () => {
    const { id, ids } = await paidCallback();
    suite.rzp.behaviour = "server_error";
    try {
      const res = await check(callbackPath(ids));
      expect(res.status).toBe(200);
      expect(heading(res.text)).toBe("Your payment is not confirmed yet");
      expect(res.text).toContain("Check payment status");
      expect(res.text).not.toContain("Payment successful");
    } finally {
      suite.rzp.behaviour = "normal";
    }
    expect((await stored(id)).status).toBe("awaiting_payment");
  });

  test("an address without the payment, or naming none of ours, says so", async () => {
    expect(heading((await check("/payment-callback")).text)).toBe("Payment information is missing");
    for (const preorderId of ["0b6f4a8e-2f43-4c1c-9d3e-6f1a2b3c4d5e", "nope"]) {
      const unknown = await check(callbackPath({ razorpay_order_id: "order_X", preorderId }));
      expect(heading(unknown.text)).toBe("We couldn&#x27;t find this payment");
    }
  });

  test("a post from another site is refused before anything is asked", async () => {
    const { id, ids } = await paidCallback();
    const res = await check(callbackPath(ids), {
      ...SAME_SITE_FORM,
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect((await stored(id)).status).toBe("awaiting_payment");
  });
});
