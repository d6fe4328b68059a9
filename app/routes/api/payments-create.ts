import { z } from "zod";
import { requestContext, servicesContext } from "~/features/app-context.server";
import { createPaymentOrder } from "~/features/payments/server/create-order.server";
import type { Answer } from "~/features/payments/server/answers.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import {
  IdempotencyMismatchError,
  parsePreorderRequest,
  PreorderInputError,
  savePreorder,
} from "~/features/preorder/server/preorders.server";
import type { Route } from "./+types/payments-create";
import { errorFacts } from "~/lib/db-errors.server";
import { badRequest, methodNotAllowed, readJson } from "~/lib/json-endpoint.server";

const bodySchema = z.union([
  z.object({ preorderId: z.uuid("Invalid pre-order id") }),
  // Fallback mode: the page could not store the pre-order first, so it sends the whole pre-order.
  z.object({ preorder: z.record(z.string(), z.unknown()), idempotencyKey: z.string() }),
]);

const reply = (a: Answer) => Response.json(a.body, { status: a.status, headers: a.headers });

/**
 * POST /api/payments/create: the gateway order for a stored pre-order's
 * booking amount. Any amount in the body is ignored; a retry answers the same order.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const services = context.get(servicesContext);
  const { region } = context.get(requestContext);
  const json = await readJson(request);
  if (!json.ok) return json.answer;
  const body = json.body;
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const field = body && typeof body === "object" && "preorder" in body ? "idempotencyKey" : "preorderId";
    return badRequest(parsed.error.issues[0]?.message ?? "Invalid request", field);
  }
  const deps = paymentDeps(services);
  try {
    let preorderId: string;
    if ("preorderId" in parsed.data) {
      preorderId = parsed.data.preorderId;
    } else {
      const saved = await savePreorder(services.database.db, {
        request: parsePreorderRequest({
          ...parsed.data.preorder,
          idempotencyKey: parsed.data.idempotencyKey,
        }),
        region,
        testOrder: services.env.PAYMENTS_MODE === "sandbox",
      });
      preorderId = saved.id;
    }
    return reply(await createPaymentOrder(deps, preorderId));
  } catch (error) {
    if (error instanceof PreorderInputError) return badRequest(error.message, `preorder.${error.field}`);
    if (error instanceof IdempotencyMismatchError) {
      return Response.json({ error: error.message, field: "idempotencyKey" }, { status: 422 });
    }
    services.log.error({ err: errorFacts(error), operation: "create payment" }, "payment creation failed");
    return Response.json(
      { error: "Payment Service Unavailable" },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}
