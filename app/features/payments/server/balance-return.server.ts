import { eq } from "drizzle-orm";
import { atAnswer, ORDER_ANCHORS } from "~/lib/order-answer";
import { BALANCE_PAYABLE, BOOKING_PAYABLE, CAPTURED, FULFILMENT, isIn } from "../../../../db/order-status";
import { preorders } from "../../../../db/schema";
import { orderColumns } from "~/lib/order-reads.server";
import { findBalanceOrder } from "./balance-settle.server";
import type { PaymentDeps } from "./payment-deps.server";
import type { SandboxGateway } from "./sandbox.server";
import { verifyPayment } from "./verify.server";

/**
 * Where a payment made from the order page posts its result (Razorpay's callback_url, the checkout
 * handler's): the balance's, and the booking's when the buyer pays it there.
 */
const BALANCE_RETURN_PATH = "/api/payments/balance-return";

/** The return address of one order's balance payment (its order-page token authorises it). */
export function balanceReturnPath(reference: string, token: string): string {
  return `${BALANCE_RETURN_PATH}?${new URLSearchParams({ reference, t: token }).toString()}`;
}

export type BalanceReturn = { found: false } | { found: true; location: string };

/**
 * A balance payment's result coming back: from the checkout's handler on the order page, from
 * Razorpay's hosted page (a cross-site POST of `razorpay_payment_id`, `razorpay_order_id`,
 * `razorpay_signature`, or `error[…]` fields) or from the sandbox's TEST MODE page. Whatever it
 * claims is checked like the callback's (signature, then the gateway's word); the buyer goes
 * back to the order page, told how it went. A wrong token answers not found.
 */
export async function balanceReturn(
  deps: PaymentDeps,
  input: { reference: string; token: string | null; fields: Record<string, string> },
): Promise<BalanceReturn> {
  if (!deps.orderLinks.verify(input.reference, input.token)) return { found: false };
  const [order] = await deps.db
    .select({ id: preorders.id, bookingOrderId: preorders.gatewayOrderId })
    .from(preorders)
    .where(eq(preorders.reference, input.reference));
  if (!order) return { found: false };
  const {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: signature,
  } = input.fields;
  // The booking's own gateway order comes back here too when it is paid from the order page.
  const booking = orderId !== undefined && orderId === order.bookingOrderId;
  const back = (state: string) => ({
    found: true as const,
    // At the page's answer: how the payment ended, at the top of the buyer's screen.
    location: atAnswer(
      `${deps.orderLinks.path(input.reference)}&${booking ? "booking" : "balance"}=${state}`,
      booking ? ORDER_ANCHORS.booking : ORDER_ANCHORS.balance,
    ),
  });
  if (!paymentId || !orderId || !signature) return back("failed");
  const ids = /^[A-Za-z0-9_]{1,64}$/;
  if (!ids.test(paymentId) || !ids.test(orderId) || signature.length > 128) return back("refused");
  const answer = await verifyPayment(deps, {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: signature,
    preorderId: order.id,
  });
  if (answer.status === 503) return back("pending");
  if (answer.status !== 200) return back("refused");
  const now = await orderColumns(deps.db, order.id, { status: preorders.status });
  if (booking) {
    if (!now || isIn(BOOKING_PAYABLE, now.status)) return back("pending");
    return back(isIn(CAPTURED, now.status) ? "paid" : "review");
  }
  if (!now || isIn(BALANCE_PAYABLE, now.status)) return back("pending");
  // Paid (and perhaps on its way since); anything else was parked for the team to review.
  return back(isIn(FULFILMENT, now.status) ? "paid" : "review");
}

export type SandboxHostedStep =
  | { kind: "not_found" }
  | {
      kind: "page";
      orderId: string;
      amount: number;
      currency: string;
      description: string;
      callbackUrl: string;
    }
  | { kind: "already_paid" }
  | { kind: "redirect"; location: string };

/**
 * The sandbox's stand-in for Razorpay's hosted checkout, for a browser without JavaScript: the
 * order page's form arrives with the balance order and its return address (only ever the shop's
 * own balance return); the TEST MODE page posts back "Pay" or "Simulate failure", which the
 * sandbox records (and announces by webhook) before the result goes where Razorpay would post it.
 */
export async function sandboxHostedCheckout(
  deps: PaymentDeps,
  simulate: SandboxGateway["simulate"],
  fields: Record<string, string>,
): Promise<SandboxHostedStep> {
  const orderId = fields.order_id ?? "";
  const callbackUrl = fields.callback_url ?? "";
  if (!/^order_[A-Za-z0-9]{1,40}$/.test(orderId) || !callbackUrl.startsWith(`${BALANCE_RETURN_PATH}?`)) {
    return { kind: "not_found" };
  }
  const toPay = (await findBalanceOrder(deps.db, orderId)) ?? (await bookingOrder(deps, orderId));
  if (!toPay) return { kind: "not_found" };
  const outcome = fields.outcome;
  if (outcome !== "success" && outcome !== "failure") {
    return {
      kind: "page",
      orderId,
      amount: toPay.amount,
      currency: toPay.currency,
      description: (fields.description ?? "").slice(0, 100),
      callbackUrl,
    };
  }
  const result = simulate(orderId, outcome);
  if (!result.ok) return result.reason === "paid" ? { kind: "already_paid" } : { kind: "not_found" };
  const query = new URLSearchParams(callbackUrl.slice(BALANCE_RETURN_PATH.length + 1));
  const posted = "razorpay_signature" in result.value ? { ...result.value } : {};
  const back = await balanceReturn(deps, {
    reference: query.get("reference") ?? "",
    token: query.get("t"),
    fields: posted,
  });
  return back.found ? { kind: "redirect", location: back.location } : { kind: "not_found" };
}

/** The booking of the pre-order whose gateway order this is: its amount and currency. */
async function bookingOrder(deps: PaymentDeps, orderId: string) {
  const [row] = await deps.db
    .select({ amount: preorders.preorderAmount, currency: preorders.currency })
    .from(preorders)
    .where(eq(preorders.gatewayOrderId, orderId));
  return row;
}
