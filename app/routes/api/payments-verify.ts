import { servicesContext } from "~/context.server";
import { verifyRequestSchema } from "~/features/payments/verify-contract";
import { verifyReply } from "~/features/payments/server/verify-reply.server";
import type { Route } from "./+types/payments-verify";
import { methodNotAllowed, readValid, respond } from "~/lib/json-answer.server";

/**
 * POST /api/payments/verify: `{ data: { status, preorder_id, … }, warning? }`,
 * status SUCCESS only when the signature is valid and the gateway confirms the capture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const parsed = await readValid(request, verifyRequestSchema);
  if (!parsed.ok) return respond(parsed.answer);
  return respond(await verifyReply(context.get(servicesContext), parsed.data));
}
