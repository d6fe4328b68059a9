import { orderFileResponse } from "~/features/operators/server/order-file.server";
import { voiceNoteData } from "~/features/operators/server/preorder-detail.server";
import type { Route } from "./+types/voice-note";

/** GET /admin/preorders/:id/voice-note: the buyer's recording, to operators, with byte ranges for seeking. */
export function loader(args: Route.LoaderArgs) {
  return orderFileResponse(args, "No voice note", voiceNoteData, (note) => ({
    "Content-Type": note.mimeType,
    // Served as a file to play, never as a page: no sniffing into HTML.
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  }));
}
