import { data, Form } from "react-router";
import { consoleDocumentPdf } from "~/components/admin/documents-panel";
import { ConsolePage } from "~/components/admin/console-page";
import { ConsoleTable } from "~/components/admin/console-table";
import { PreorderLink } from "~/components/admin/preorder-link";
import { ShopTime } from "~/components/admin/shop-time";
import { servicesContext } from "~/context.server";
import { documentFigure } from "~/features/documents/document-text";
import { MONTH_PATTERN, monthDocuments } from "~/features/documents/server/accountant.server";
import { indiaDay } from "~/features/documents/server/numbering.server";
import type { Route } from "./+types/documents";

export const meta: Route.MetaFunction = () => [{ title: "GST documents · Luxid console" }];

/** GET /admin/documents?month=2026-11: the month's documents (this month when none is asked). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("month");
  if (asked !== null && !MONTH_PATTERN.test(asked)) {
    throw data("month: must be a year and month, e.g. 2026-11", { status: 400 });
  }
  const month = asked ?? indiaDay(new Date()).slice(0, 7);
  const { database, env } = context.get(servicesContext);
  const documents = await monthDocuments(database.db, month, env.SELLER.test);
  return { month, documents: documents.map(({ content, ...d }) => ({ ...d, totals: content.totals })) };
}

export default function Documents({ loaderData: { month, documents } }: Route.ComponentProps) {
  const csv = `/admin/export/gst.csv?month=${month}`;
  return (
    <ConsolePage
      title="GST documents"
      actions={
        <a className="text-brand-300 underline" href={csv} download>
          GST export for {month} (CSV)
        </a>
      }
    >
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm text-mist-300">
          Month
          <input
            type="month"
            name="month"
            defaultValue={month}
            required
            className="rounded border border-ink-600 bg-ink-900 px-2 py-1.5 text-mist-50"
          />
        </label>
        <button
          type="submit"
          className="rounded border border-ink-600 px-3 py-1.5 text-mist-100 hover:bg-ink-700"
        >
          Show
        </button>
      </Form>
      {/* Phones get one card per document; wider screens the table. */}
      <ul className="space-y-3 sm:hidden" aria-label={`Documents issued in ${month}`}>
        {documents.map((d) => (
          <li key={d.number} className="rounded-lg border border-ink-600 bg-ink-900 p-3">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <a className="font-semibold text-brand-300 underline" href={consoleDocumentPdf(d.number)}>
                {d.number}
              </a>
              <span>{d.title}</span>
            </p>
            <p className="text-sm text-mist-300">
              <PreorderLink id={d.preorderId} reference={d.reference} />, {d.placeName} ({d.placeOfSupply}),{" "}
              <ShopTime value={d.issuedAt} />
            </p>
            <p className="text-sm">
              {d.currency} {documentFigure(d.totals.total, d.currency)}
            </p>
          </li>
        ))}
      </ul>
      <ConsoleTable
        wideScreensOnly
        caption={`Documents issued in ${month}: ${documents.length}`}
        columns={["Number", "Document", "Issued", "Order", "Place of supply", "Taxable", "Tax", "Total"]}
        figuresFrom={5}
      >
        {documents.map((d) => (
          <tr key={d.number} className="border-t border-ink-700" data-testid="document-row">
            <td className="py-2">
              <a className="text-brand-300 underline" href={consoleDocumentPdf(d.number)}>
                {d.number}
              </a>
            </td>
            <td className="py-2">{d.title}</td>
            <td className="py-2">
              <ShopTime value={d.issuedAt} />
            </td>
            <td className="py-2">
              <PreorderLink id={d.preorderId} reference={d.reference} />
            </td>
            <td className="py-2">
              {d.placeName} ({d.placeOfSupply})
            </td>
            <td className="py-2">{documentFigure(d.totals.taxable, d.currency)}</td>
            <td className="py-2">
              {documentFigure(d.totals.cgst + d.totals.sgst + d.totals.igst, d.currency)}
            </td>
            <td className="py-2">
              {d.currency} {documentFigure(d.totals.total, d.currency)}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </ConsolePage>
  );
}
