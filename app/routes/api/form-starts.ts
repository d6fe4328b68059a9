import { servicesContext } from "~/features/app-context.server";
import { deleteFormStart, upsertFormStart } from "~/features/preorder/server/form-starts.server";
import {
  filledFieldCount,
  FORM_START_MIN_FIELDS,
  formStartSchema,
  sessionIdSchema,
} from "~/features/preorder/contract";
import type { Route } from "./+types/form-starts";
import { errorFacts } from "~/lib/db-errors.server";

const badRequest = (error: string, field: string) => Response.json({ error, field }, { status: 400 });

/**
 * PUT /api/form-starts/:sessionId saves what the visitor typed so far (lead capture); POST does the
 * same for navigator.sendBeacon, which can only POST. DELETE removes it after a saved pre-order.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, log } = context.get(servicesContext);
  const sessionId = sessionIdSchema.safeParse(params.sessionId);
  if (!sessionId.success) return badRequest("Invalid session id", "sessionId");

  try {
    if (request.method === "DELETE") {
      await deleteFormStart(database.db, sessionId.data);
      return new Response(null, { status: 204 });
    }
    if (request.method !== "PUT" && request.method !== "POST") {
      return Response.json(
        { error: "Method not allowed" },
        { status: 405, headers: { Allow: "PUT, POST, DELETE" } },
      );
    }

    let body: unknown;
    try {
      // Beacons may arrive as text/plain: the body is JSON either way.
      body = JSON.parse(await request.text());
    } catch {
      return badRequest("The request body is not valid JSON", "body");
    }
    const values = formStartSchema.safeParse(body);
    if (!values.success) {
      const issue = values.error.issues[0]!;
      return badRequest(issue.message, issue.path.map(String).join(".") || "body");
    }
    if (filledFieldCount(values.data) < FORM_START_MIN_FIELDS) {
      return badRequest(`At least ${FORM_START_MIN_FIELDS} fields must be filled`, "fields");
    }
    await upsertFormStart(database.db, sessionId.data, values.data);
    return new Response(null, { status: 204 });
  } catch (error) {
    log.error({ err: errorFacts(error), operation: "save form start" }, "form-start save failed");
    return Response.json(
      { error: "Please try again shortly." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}
