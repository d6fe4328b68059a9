import { data } from "react-router";
import { DocumentView } from "~/components/orders/document-view";
import { servicesContext } from "~/context.server";
import { orderDocument } from "~/features/documents/server/read.server";
import { documentPaths } from "~/lib/document-links";
import { STATIC_PAGE } from "~/lib/static-page";
import printStylesheet from "~/styles/order-print.css?url";
import type { Route } from "./+types/document";

// Private and unindexed like every /orders response (server/app.ts).

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

/** Only content: no script. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.title} | Luxid` : "Document | Luxid" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

/** A document of the order, behind the order page's own token: a wrong one is the same 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services.orderLinks.verify(params.reference, new URL(request.url).searchParams.get("t"))) {
    throw data(null, { status: 404 });
  }
  const content = await orderDocument(services.database.db, params.reference, params.number);
  if (!content) throw data(null, { status: 404 });
  const { pdf } = documentPaths(services.orderLinks.path(params.reference), content.number);
  return { content, pdf, title: `${content.number}` };
}

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  return <DocumentView content={loaderData.content} pdfPath={loaderData.pdf} />;
}
