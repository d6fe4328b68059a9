import type { AppServices } from "~/context.server";
import { errorFacts } from "~/lib/db-errors.server";
import { deliveryWindowFor } from "~/lib/delivery-window.server";
import { unavailable, type JsonAnswer } from "~/lib/json-answer.server";
import type { VerifyReply, VerifyRequest } from "../verify-contract";
import { paymentDeps } from "./payment-deps.server";
import { verifyPayment } from "./verify.server";

/**
 * The answer about a payment the callback page reports, the same whether its script asks
 * (POST /api/payments/verify) or the page's own form does (a browser without JavaScript): SUCCESS
 * only when the signature is valid and the gateway confirms the capture. A failure to find out is
 * a 503, never a success.
 */
export async function verifyReply(services: AppServices, input: VerifyRequest): Promise<JsonAnswer> {
  try {
    const answer = await verifyPayment(paymentDeps(services), input);
    return { ...answer, body: await withDeliveryWindow(services, answer.body) };
  } catch (error) {
    services.log.error(
      { err: errorFacts(error), operation: "verify payment" },
      "payment verification failed",
    );
    return unavailable("We could not confirm the payment yet. Please wait.");
  }
}

/**
 * A paid buyer with a place in the queue also learns the window that applies to that place (the
 * console may have set one for their range), beside the place itself.
 */
async function withDeliveryWindow(services: AppServices, body: unknown): Promise<unknown> {
  const data = (body as Partial<VerifyReply> | null)?.data;
  if (!data || data.status !== "SUCCESS" || data.queue_position === null) return body;
  const found = await deliveryWindowFor(services.database.db, data.preorder_id, services.env.DELIVERY_START);
  const expected = found ? { starts_on: found.window.startsOn, ends_on: found.window.endsOn } : null;
  return { ...(body as object), data: { ...data, delivery_window: expected } };
}
