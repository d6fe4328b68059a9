import { servicesContext } from "~/context.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { handleWebhook } from "~/features/payments/server/webhook.server";
import type { Route } from "./+types/payments-webhook";
import { errorFacts } from "~/lib/db-errors.server";
import { methodNotAllowed, respond, unavailable } from "~/lib/json-answer.server";

/**
 * POST /api/payments/webhook: Razorpay's signed events (payment.captured, order.paid,
 * payment.failed). The signature covers the raw body, so it is read as text before parsing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const services = context.get(servicesContext);
  const rawBody = await request.text();
  try {
    const answer = await handleWebhook(paymentDeps(services), rawBody, request.headers);
    return respond(answer);
  } catch (error) {
    // A 5xx makes Razorpay deliver the event again later.
    services.log.error({ err: errorFacts(error), operation: "handle webhook" }, "webhook handling failed");
    return respond(unavailable("Try again later"));
  }
}
