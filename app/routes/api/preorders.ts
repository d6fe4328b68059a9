import { requestContext, servicesContext } from "~/context.server";
import { PreorderInputError, type VoiceNoteUpload } from "~/features/preorder/server/preorders.server";
import { answerPreorderApi, UNREADABLE_BODY } from "~/features/preorder/server/submit.server";
import { badRequest, methodNotAllowed, respond } from "~/lib/json-answer.server";
import type { Route } from "./+types/preorders";

/** Reads JSON, or multipart with a `preorder` JSON part and an optional `audio` file part. */
async function readBody(request: Request): Promise<{ body: unknown; audio?: VoiceNoteUpload }> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const part = form.get("preorder");
    if (typeof part !== "string")
      throw new PreorderInputError("The pre-order details are missing", "preorder");
    const file = form.get("audio");
    const audio =
      file instanceof File
        ? { mimeType: file.type, data: new Uint8Array(await file.arrayBuffer()) }
        : undefined;
    return { body: JSON.parse(part) as unknown, audio };
  }
  return { body: (await request.json()) as unknown };
}

/**
 * POST /api/preorders: validates, prices on the server, stores; answers 201 { id, amounts }. A JSON
 * body at exactly this path is answered ahead of React Router (server/preorder-fast-path.ts) by
 * the same `answerPreorderApi`; this route serves multipart bodies (a voice note) and every other
 * spelling.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const services = context.get(servicesContext);
  const { region } = context.get(requestContext);

  let input: { body: unknown; audio?: VoiceNoteUpload };
  try {
    input = await readBody(request);
  } catch (error) {
    if (error instanceof PreorderInputError) return respond(badRequest(error.message, error.field));
    return respond(UNREADABLE_BODY);
  }
  return respond(await answerPreorderApi(services, region, input));
}
