import { data } from "react-router";
import { servicesContext } from "~/context.server";
import { orderDocument } from "~/features/documents/server/read.server";
import { renderDocumentPdf } from "~/features/documents/server/pdf.server";
import type { Route } from "./+types/document-pdf";

/** A document's PDF, behind the order page's own token; made from the content stored at issue. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services.orderLinks.verify(params.reference, new URL(request.url).searchParams.get("t"))) {
    throw data(null, { status: 404 });
  }
  const content = await orderDocument(services.database.db, params.reference, params.number);
  if (!content) throw data(null, { status: 404 });
  const pdf = await renderDocumentPdf(content);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${content.number}.pdf"`,
      "Content-Length": String(pdf.length),
    },
  });
}
