import { prescriptionFile } from "~/features/fulfilment/server/prescriptions.server";
import { orderFileResponse } from "~/features/operators/server/order-file.server";
import type { Route } from "./+types/prescription-file";

const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" } as const;

/** GET /admin/preorders/:id/prescription: the buyer's prescription photo or PDF, to operators. */
export function loader(args: Route.LoaderArgs) {
  return orderFileResponse(args, "No prescription file", prescriptionFile, (file) => ({
    // The type its bytes proved on upload, never the one the browser declared.
    "Content-Type": file.mime,
    // X-Content-Type-Options: nosniff comes with every response's security headers.
    "Content-Disposition": `inline; filename="prescription-${file.reference}.${EXTENSION[file.mime]}"`,
  }));
}
