import { eq } from "drizzle-orm";
import { documents } from "../../../db/schema";
import { servicesContext } from "~/context.server";
import type { DocumentContent } from "~/features/documents/contract";
import { renderDocumentPdf } from "~/features/documents/server/pdf.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { notFound } from "~/features/operators/server/not-found.server";
import type { Route } from "./+types/document-pdf";

/** GET /admin/documents/:number/pdf: any document's PDF, for a signed-in operator. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, { kind: "data" });
  const { database } = args.context.get(servicesContext);
  const [row] = await database.db
    .select({ content: documents.content })
    .from(documents)
    .where(eq(documents.number, args.params.number));
  if (!row) throw notFound("No such document");
  const content = row.content as DocumentContent;
  const pdf = await renderDocumentPdf(content);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${content.number}.pdf"`,
    },
  });
}
