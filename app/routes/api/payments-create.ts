import { requestContext, servicesContext } from "~/context.server";
import { createPaymentRequestSchema } from "~/features/payments/contract";
import { createPaymentOrder } from "~/features/payments/server/create-order.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { submitPreorder } from "~/features/preorder/server/submit.server";
import { errorFacts } from "~/lib/db-errors.server";
import {
  badRequest,
  methodNotAllowed,
  readJson,
  respond,
  unavailable,
  unprocessable,
} from "~/lib/json-answer.server";
import type { Route } from "./+types/payments-create";

const SERVICE_UNAVAILABLE = unavailable("Payment Service Unavailable");

/**
 * POST /api/payments/create: the gateway order for a stored pre-order's booking amount. Any
 * amount in the body is ignored; a retry answers the same order. In fallback mode the pre-order
 * is stored first, by the same `submitPreorder` as every other save.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const services = context.get(servicesContext);
  const json = await readJson(request);
  if (!json.ok) return respond(json.answer);
  const body = json.body;
  const parsed = createPaymentRequestSchema.safeParse(body);
  if (!parsed.success) {
    const field = body && typeof body === "object" && "preorder" in body ? "idempotencyKey" : "preorderId";
    return respond(badRequest(parsed.error.issues[0]?.message ?? "Invalid request", field));
  }
  try {
    let preorderId: string;
    if ("preorderId" in parsed.data) {
      preorderId = parsed.data.preorderId;
    } else {
      const { preorder, idempotencyKey } = parsed.data;
      const { region } = context.get(requestContext);
      const saved = await submitPreorder(services, region, { body: { ...preorder, idempotencyKey } });
      if (!saved.ok) {
        const { status, error, field } = saved;
        if (status === 400) return respond(badRequest(error, `preorder.${field ?? "body"}`));
        return respond(status === 422 ? unprocessable(error, field) : SERVICE_UNAVAILABLE);
      }
      preorderId = saved.saved.id;
    }
    return respond(await createPaymentOrder(paymentDeps(services), preorderId));
  } catch (error) {
    services.log.error({ err: errorFacts(error), operation: "create payment" }, "payment creation failed");
    return respond(SERVICE_UNAVAILABLE);
  }
}
