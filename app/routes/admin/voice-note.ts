import { byteRangeResponse } from "~/features/operators/server/byte-range";
import { requireOperator } from "~/features/operators/server/guard.server";
import { voiceNoteData } from "~/features/operators/server/preorder-detail.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/voice-note";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /admin/preorders/:id/voice-note: the buyer's recording, with byte ranges for seeking. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, { kind: "data" });
  const { database } = args.context.get(servicesContext);
  const note = UUID.test(args.params.id) ? await voiceNoteData(database.db, args.params.id) : null;
  if (!note) return Response.json({ error: "No voice note" }, { status: 404 });
  const headers: Record<string, string> = {
    "Content-Type": note.mimeType,
    // Served as a file to play, never as a page: no sniffing into HTML.
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  };
  return byteRangeResponse(args.request.headers.get("range"), note.data, headers);
}
