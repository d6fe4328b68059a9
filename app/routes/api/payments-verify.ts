import { servicesContext, type AppServices } from "~/features/app-context.server";
import type { VerifyData } from "~/features/payments/contract";
import { deliveryWindowFor } from "~/lib/delivery-window.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { verifyPayment, verifyRequestSchema } from "~/features/payments/server/verify.server";
import type { Route } from "./+types/payments-verify";
import { errorFacts } from "~/lib/db-errors.server";
import { invalidField, methodNotAllowed, readJson } from "~/lib/json-endpoint.server";

/**
 * POST /api/payments/verify: `{ data: { status, preorder_id, … }, warning? }`,
 * status SUCCESS only when the signature is valid and the gateway confirms the capture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const services = context.get(servicesContext);
  const json = await readJson(request);
  if (!json.ok) return json.answer;
  const parsed = verifyRequestSchema.safeParse(json.body);
  if (!parsed.success) return invalidField(parsed.error.issues);
  try {
    const answer = await verifyPayment(paymentDeps(services), parsed.data);
    return Response.json(await withDeliveryWindow(services, answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  } catch (error) {
    services.log.error(
      { err: errorFacts(error), operation: "verify payment" },
      "payment verification failed",
    );
    return Response.json(
      { error: "We could not confirm the payment yet. Please wait.", retryable: true },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

/**
 * A paid buyer with a place in the queue also learns the window that applies to that place (the
 * console may have set one for their range), beside the place itself.
 */
async function withDeliveryWindow(services: AppServices, body: unknown): Promise<unknown> {
  const data = (body as { data?: VerifyData } | null)?.data;
  if (!data || data.status !== "SUCCESS" || data.queue_position === null) return body;
  const found = await deliveryWindowFor(services.database.db, data.preorder_id, services.env.DELIVERY_START);
  const expected = found ? { starts_on: found.window.startsOn, ends_on: found.window.endsOn } : null;
  return { ...(body as object), data: { ...data, delivery_window: expected } };
}
