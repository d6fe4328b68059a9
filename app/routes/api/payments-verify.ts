import { servicesContext } from "~/features/app-context.server";
import { paymentDeps, verifyPayment, verifyRequestSchema } from "~/features/payments/server/service.server";
import type { Route } from "./+types/payments-verify";
import { errorFacts } from "~/lib/db-errors.server";

const badRequest = (error: string, field: string) => Response.json({ error, field }, { status: 400 });

/**
 * POST /api/payments/verify: `{ data: { status, preorder_id, … }, warning? }`,
 * status SUCCESS only when the signature is valid and the gateway confirms the capture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  const services = context.get(servicesContext);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest("The request body is not valid JSON", "body");
  }
  const parsed = verifyRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return badRequest(issue.message, issue.path.map(String).join(".") || "body");
  }
  try {
    const answer = await verifyPayment(paymentDeps(services), parsed.data);
    return Response.json(answer.body, { status: answer.status, headers: answer.headers });
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
