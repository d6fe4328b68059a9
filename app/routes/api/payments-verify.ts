import { servicesContext, type AppServices } from "~/features/app-context.server";
import { verifyRequestSchema, type VerifyReply } from "~/features/payments/verify-contract";
import { deliveryWindowFor } from "~/lib/delivery-window.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { verifyPayment } from "~/features/payments/server/verify.server";
import type { Route } from "./+types/payments-verify";
import { errorFacts } from "~/lib/db-errors.server";
import { methodNotAllowed, readValid, respond, unavailable } from "~/lib/json-answer.server";

/**
 * POST /api/payments/verify: `{ data: { status, preorder_id, … }, warning? }`,
 * status SUCCESS only when the signature is valid and the gateway confirms the capture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const services = context.get(servicesContext);
  const parsed = await readValid(request, verifyRequestSchema);
  if (!parsed.ok) return respond(parsed.answer);
  try {
    const answer = await verifyPayment(paymentDeps(services), parsed.data);
    return respond({ ...answer, body: await withDeliveryWindow(services, answer.body) });
  } catch (error) {
    services.log.error(
      { err: errorFacts(error), operation: "verify payment" },
      "payment verification failed",
    );
    return respond(unavailable("We could not confirm the payment yet. Please wait."));
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
