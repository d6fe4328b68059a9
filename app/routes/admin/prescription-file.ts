import { byteRangeResponse } from "~/features/operators/server/byte-range";
import { requireOperator } from "~/features/operators/server/guard.server";
import { prescriptionFile } from "~/features/fulfilment/server/prescriptions.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/prescription-file";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" } as const;

/**
 * GET /admin/preorders/:id/prescription: the buyer's prescription photo or PDF, to signed-in
 * operators only (401 otherwise, before any query), with byte ranges for PDF viewers.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, { kind: "data" });
  const { database } = args.context.get(servicesContext);
  const file = UUID.test(args.params.id) ? await prescriptionFile(database.db, args.params.id) : null;
  if (!file) return Response.json({ error: "No prescription file" }, { status: 404 });
  const headers: Record<string, string> = {
    // The type its bytes proved on upload, never the one the browser declared.
    "Content-Type": file.mime,
    // X-Content-Type-Options: nosniff comes with every response's security headers.
    "Content-Disposition": `inline; filename="prescription-${file.reference}.${EXTENSION[file.mime]}"`,
  };
  return byteRangeResponse(args.request.headers.get("range"), file.data, headers);
}
