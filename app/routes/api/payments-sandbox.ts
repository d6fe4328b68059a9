import { z } from "zod";
import { servicesContext } from "~/features/app-context.server";
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
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "The request body is not valid JSON", field: "body" }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return Response.json({ error: issue.message, field: issue.path.map(String).join(".") }, { status: 400 });
  }
  const result = payments.sandbox.simulate(parsed.data.orderId, parsed.data.outcome);
  if (!result.ok) {
    return result.reason === "not_found"
      ? Response.json({ error: "Order not found", field: "orderId" }, { status: 404 })
      : Response.json({ error: "This order is already paid", field: "orderId" }, { status: 409 });
  }
  return Response.json(result.value);
}
