import { servicesContext } from "~/context.server";
import {
  filledFieldCount,
  FORM_START_MIN_FIELDS,
  formStartSchema,
  sessionIdSchema,
} from "~/features/preorder/contract";
import { deleteFormStart, upsertFormStart } from "~/features/preorder/server/form-starts.server";
import { errorFacts } from "~/lib/db-errors.server";
import { badRequest, methodNotAllowed, readValid, respond, unavailable } from "~/lib/json-answer.server";
import type { Route } from "./+types/form-starts";

/**
 * PUT /api/form-starts/:sessionId saves what the visitor typed so far (lead capture); POST does the
 * same for navigator.sendBeacon, which can only POST. DELETE removes it after a saved pre-order.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, log } = context.get(servicesContext);
  const sessionId = sessionIdSchema.safeParse(params.sessionId);
  if (!sessionId.success) return respond(badRequest("Invalid session id", "sessionId"));

  try {
    if (request.method === "DELETE") {
      await deleteFormStart(database.db, sessionId.data);
      return new Response(null, { status: 204 });
    }
    if (request.method !== "PUT" && request.method !== "POST") {
      return respond(methodNotAllowed("PUT, POST, DELETE"));
    }
    // Beacons may arrive as text/plain: the body is JSON either way.
    const values = await readValid(request, formStartSchema);
    if (!values.ok) return respond(values.answer);
    if (filledFieldCount(values.data) < FORM_START_MIN_FIELDS) {
      return respond(badRequest(`At least ${FORM_START_MIN_FIELDS} fields must be filled`, "fields"));
    }
    await upsertFormStart(database.db, sessionId.data, values.data);
    return new Response(null, { status: 204 });
  } catch (error) {
    log.error({ err: errorFacts(error), operation: "save form start" }, "form-start save failed");
    return respond(unavailable("Please try again shortly."));
  }
}
