import { z } from "zod";
import { servicesContext } from "~/features/app-context.server";
import { invalidField, methodNotAllowed, readJson } from "~/lib/json-endpoint.server";
import type { Route } from "./+types/payments-sandbox";

const bodySchema = z.object({
  orderId: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, "Invalid order id"),
  outcome: z.enum(["success", "failure"]),
});

/**
 * POST /api/payments/sandbox: what the TEST MODE dialog's buttons do. It exists only while the
 * sandbox gateway is in use (no Razorpay keys); with keys it is a 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { payments } = context.get(servicesContext);
  if (!payments.sandbox) return Response.json({ error: "Not found" }, { status: 404 });
  if (request.method !== "POST") return methodNotAllowed("POST");
  const json = await readJson(request);
  if (!json.ok) return json.answer;
  const parsed = bodySchema.safeParse(json.body);
  if (!parsed.success) return invalidField(parsed.error.issues);
  const result = payments.sandbox.simulate(parsed.data.orderId, parsed.data.outcome);
  if (!result.ok) {
    return result.reason === "not_found"
      ? Response.json({ error: "Order not found", field: "orderId" }, { status: 404 })
      : Response.json({ error: "This order is already paid", field: "orderId" }, { status: 409 });
  }
  return Response.json(result.value);
}
