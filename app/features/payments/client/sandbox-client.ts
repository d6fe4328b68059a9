import { checkoutResultSchema, type CheckoutResult, type SandboxRequest } from "../contract";

/**
 * The TEST MODE dialog's "Pay" and "Simulate failure": the sandbox records the outcome and answers
 * what Razorpay Checkout would hand the page (a signed success or a failure). Rejects when the
 * sandbox cannot be reached or answers something else.
 */
export async function settleSandboxPayment(
  orderId: string,
  outcome: SandboxRequest["outcome"],
): Promise<CheckoutResult> {
  const res = await fetch("/api/payments/sandbox", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ orderId, outcome } satisfies SandboxRequest),
  });
  if (!res.ok) throw new Error(`sandbox answered ${res.status}`);
  return checkoutResultSchema.parse(await res.json());
}
