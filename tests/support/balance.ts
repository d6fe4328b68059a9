import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { balanceOrders, preorders } from "../../db/schema";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import type { FakeRazorpay } from "./fakes/razorpay-server";
import type { TestApp } from "./app";
import { GLASSES_INR, newPreorder, post } from "./http";

/** The balance these tests capture for one Vue Glass in India: the remaining amount, in paise. */
export const BALANCE_INR = GLASSES_INR.remaining;

/**
 * A glasses pre-order whose booking was paid through the gateway and whose balance was captured
 * too: a real payment at the fake gateway (so it can be refunded there), its paid balance order,
 * and the balance_captured transition, as the balance checkout will record them.
 */
export async function balancePaidOrder(app: TestApp, rzp: FakeRazorpay) {
  const deps = paymentDeps(app.running.services);
  const { id, email } = await newPreorder(app);
  const created = await post(app, "/api/payments/create", { preorderId: id });
  expect(created.status, created.text).toBe(200);
  const booking = rzp.pay(created.json.orderId!);
  const verified = await post(app, "/api/payments/verify", { ...booking, preorderId: id });
  expect(verified.json.data?.status).toBe("SUCCESS");

  const requested = await applyTransition(deps.db, {
    preorderId: id,
    event: { type: "balance_requested" },
    source: "operator",
  });
  expect(requested).toMatchObject({ changed: true, to: "balance_due" });
  const order = await deps.gateway.createOrder({
    amount: BALANCE_INR,
    currency: "INR",
    receipt: `${id.slice(0, 30)}-b`,
    notes: { preorder_id: id },
  });
  if (!order.ok) throw new Error("the fake gateway did not create the balance order");
  const paid = rzp.pay(order.value.id);
  await deps.db.insert(balanceOrders).values({
    preorderId: id,
    gatewayOrderId: order.value.id,
    amount: BALANCE_INR,
    currency: "INR",
    creditApplied: 0,
    status: "paid",
    gatewayPaymentId: paid.razorpay_payment_id,
    paidAt: new Date(),
  });
  const captured = await applyTransition(deps.db, {
    preorderId: id,
    event: { type: "balance_captured", amount: BALANCE_INR, currency: "INR", expected: BALANCE_INR },
    source: "webhook",
    patch: { balanceAmount: BALANCE_INR, balanceCreditApplied: 0 },
  });
  expect(captured).toMatchObject({ changed: true, to: "balance_paid" });
  return {
    id,
    email,
    bookingPayment: booking.razorpay_payment_id,
    balancePayment: paid.razorpay_payment_id,
  };
}

/** A pre-order's reference, read from the app's database. */
export async function referenceOf(app: TestApp, id: string): Promise<string> {
  const [row] = await app.running.services.database.db
    .select({ reference: preorders.reference })
    .from(preorders)
    .where(eq(preorders.id, id));
  return row!.reference;
}

/** A pre-order whose booking the buyer paid, through the fake Razorpay (or the sandbox). */
export async function paidPreorder(
  app: TestApp,
  rzp: FakeRazorpay | null,
  items = [{ id: "glasses", quantity: 1 }],
) {
  const { id, email } = await newPreorder(app, items);
  const created = await post(app, "/api/payments/create", { preorderId: id });
  expect(created.status, created.text).toBe(200);
  const checkout = rzp
    ? rzp.pay(created.json.orderId!)
    : (await post(app, "/api/payments/sandbox", { orderId: created.json.orderId, outcome: "success" })).json;
  const verified = await post(app, "/api/payments/verify", { ...checkout, preorderId: id });
  expect(verified.json.data?.status).toBe("SUCCESS");
  return { id, email, reference: await referenceOf(app, id) };
}

/** The order page's path (with its token) and the balance return address of the same order. */
export function orderPaths(app: TestApp, reference: string) {
  const page = app.running.services.orderLinks.path(reference);
  const token = new URL(page, app.url).searchParams.get("t")!;
  return { page, returnPath: `/api/payments/balance-return?${new URLSearchParams({ reference, t: token })}` };
}

/** The hidden fields of the page's "Continue to secure payment" form, when it shows one. */
function hostedFields(html: string): Record<string, string> {
  const form = /data-testid="balance-checkout"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&amp;/g, "&"),
    ]),
  );
}

/**
 * Posts the order page's balance form as a browser without JavaScript does (plus whatever extra
 * fields a tampering browser adds), and reads the answer: its status, page and the gateway order
 * it offers to pay.
 */
export async function postBalanceForm(
  app: TestApp,
  reference: string,
  fields: Record<string, string>,
  intent: "balance-pay" | "balance-quote" = "balance-pay",
) {
  const res = await fetch(`${app.url}${orderPaths(app, reference).page}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent, ...fields }),
  });
  const html = await res.text();
  const hosted = hostedFields(html);
  return { status: res.status, html, hosted, orderId: hosted.order_id };
}

/** Posts a payment result to the balance return address, as Razorpay's hosted page would. */
export async function postBalanceReturn(
  app: TestApp,
  reference: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${app.url}${orderPaths(app, reference).returnPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}
