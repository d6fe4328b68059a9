import { servicesContext } from "~/context.server";
import { sandboxRequestSchema } from "~/features/payments/contract";
import { conflict, methodNotAllowed, notFound, readValid, respond } from "~/lib/json-answer.server";
import type { Route } from "./+types/payments-sandbox";

/**
 * POST /api/payments/sandbox: what the TEST MODE dialog's buttons do. It exists only while the
 * sandbox gateway is in use (no Razorpay keys); with keys it is a 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { payments } = context.get(servicesContext);
  if (!payments.sandbox) return respond(notFound("Not found", null));
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const parsed = await readValid(request, sandboxRequestSchema);
  if (!parsed.ok) return respond(parsed.answer);
  const result = payments.sandbox.simulate(parsed.data.orderId, parsed.data.outcome);
  if (!result.ok) {
    return respond(
      result.reason === "not_found"
        ? notFound("Order not found", "orderId")
        : conflict("This order is already paid", "orderId"),
    );
  }
  return Response.json(result.value);
}
