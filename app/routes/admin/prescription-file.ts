import { prescriptionFile } from "~/features/fulfilment/server/prescriptions.server";
import { orderFileResponse } from "~/features/operators/server/order-file.server";
import type { Route } from "./+types/prescription-file";

const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" } as const;

/**
 * A buyer's file never runs as the console's own page: it is sandboxed (an opaque origin, no
 * scripts, no forms; a policy sent beside the site's own, and browsers enforce both), and a PDF, whose viewer would run its JavaScript and which a sandboxed
 * viewer refuses to show, is a download. A photo still opens in the browser.
 */
const SANDBOXED = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** GET /admin/preorders/:id/prescription: the buyer's prescription photo or PDF, to operators. */
export function loader(args: Route.LoaderArgs) {
  return orderFileResponse(args, "No prescription file", prescriptionFile, (file) => ({
    // The type its bytes proved on upload, never the one the browser declared.
    "Content-Type": file.mime,
    // X-Content-Type-Options: nosniff comes with every response's security headers.
    "Content-Disposition": `${file.mime === "application/pdf" ? "attachment" : "inline"}; filename="prescription-${file.reference}.${EXTENSION[file.mime]}"`,
    "Content-Security-Policy": SANDBOXED,
  }));
}
