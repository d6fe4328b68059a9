import { requestContext, servicesContext } from "~/features/app-context.server";
import { PreorderInputError, type VoiceNoteUpload } from "~/features/preorder/server/preorders.server";
import { submitPreorder } from "~/features/preorder/server/submit.server";
import type { Route } from "./+types/preorders";

const badRequest = (error: string, field: string) => Response.json({ error, field }, { status: 400 });

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

/** POST /api/preorders: validates, prices on the server, stores; answers 201 { id, amounts }. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  const services = context.get(servicesContext);
  const { region } = context.get(requestContext);

  let input: { body: unknown; audio?: VoiceNoteUpload };
  try {
    input = await readBody(request);
  } catch (error) {
    if (error instanceof PreorderInputError) return badRequest(error.message, error.field);
    return badRequest("The request body is not valid JSON or multipart form data", "body");
  }

  const outcome = await submitPreorder(services, region, input);
  if (!outcome.ok) {
    const { status, error, field } = outcome;
    return Response.json(status === 503 ? { error } : { error, field }, {
      status,
      headers: status === 503 ? { "Retry-After": "5" } : {},
    });
  }
  const { saved } = outcome;
  return Response.json(
    { id: saved.id, amounts: saved.amounts, voiceNote: saved.voiceNote },
    { status: 201, headers: saved.created ? {} : { "Idempotent-Replayed": "true" } },
  );
}
