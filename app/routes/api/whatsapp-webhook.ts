import { requestContext, servicesContext } from "~/context.server";
import {
  handleWhatsappEvent,
  isValidHubSignature,
  verificationChallenge,
} from "~/features/notifications/server/whatsapp/webhook.server";
import { errorFacts } from "~/lib/db-errors.server";
import {
  answer,
  badRequest,
  methodNotAllowed,
  notFound,
  respond,
  tooManyRequests,
  unavailable,
} from "~/lib/json-answer.server";
import type { Route } from "./+types/whatsapp-webhook";

const NOT_CONFIGURED = notFound("WhatsApp updates are not configured", null);

/** GET /api/whatsapp/webhook: Meta's subscription handshake, answered with its challenge. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  if (!env.WHATSAPP_VERIFY_TOKEN) return respond(NOT_CONFIGURED);
  const challenge = verificationChallenge(new URL(request.url).searchParams, env.WHATSAPP_VERIFY_TOKEN);
  if (challenge === null)
    return respond(answer(403, { error: "Verification refused", field: "hub.verify_token" }));
  return new Response(challenge, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * POST /api/whatsapp/webhook: Meta's delivery statuses and buyers' replies, accepted only with a
 * valid X-Hub-Signature-256 over the raw body. Forged calls are refused (401), and once a client
 * sends too many of them, answered 429: signed calls are never limited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const services = context.get(servicesContext);
  const secret = services.env.WHATSAPP_APP_SECRET;
  if (!secret) return respond(NOT_CONFIGURED);
  const rawBody = await request.text();
  if (!isValidHubSignature(rawBody, request.headers.get("x-hub-signature-256"), secret)) {
    const { rateLimitedFor } = context.get(requestContext);
    if (rateLimitedFor !== undefined) return respond(tooManyRequests(rateLimitedFor));
    return respond(answer(401, { error: "Invalid signature", field: "X-Hub-Signature-256" }));
  }
  try {
    const outcome = await handleWhatsappEvent(services.database.db, rawBody);
    if (!outcome.ok) return respond(badRequest("Not a WhatsApp Business Account event", "body"));
    return respond(answer(200, { statuses: outcome.statuses, stopped: outcome.stopped }));
  } catch (error) {
    // A 5xx makes Meta deliver the event again later.
    services.log.error({ err: errorFacts(error), operation: "whatsapp webhook" }, "whatsapp webhook failed");
    return respond(unavailable("Try again later"));
  }
}
