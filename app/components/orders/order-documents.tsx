import type { DocumentSummary } from "~/features/documents/contract";
import { documentMoney } from "~/features/documents/document-text";

/** The order's GST documents: each a printable page and a PDF, both behind the page's own signed link. */
export function OrderDocuments({
  documents,
}: {
  documents: (DocumentSummary & { paths: { page: string; pdf: string } })[];
}) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-title" className="mt-6 rounded-2xl border border-white/10 p-5">
      <h2 id="documents-title" className="font-display text-xl font-semibold text-white">
        Receipts and invoices
      </h2>
      <ul className="mt-3 grid gap-3">
        {documents.map((d) => (
          <li key={d.number} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="text-mist-100">
              {d.title} <span className="tabular-nums">{d.number}</span>,{" "}
              {documentMoney(d.amount, d.currency)}
            </span>
            <span className="flex gap-4 text-sm">
              <a className="underline underline-offset-4 hover:text-white" href={d.paths.page}>
                View
                <span className="sr-only">
                  {" "}
                  {d.title.toLowerCase()} {d.number}
                </span>
              </a>
              <a className="underline underline-offset-4 hover:text-white" href={d.paths.pdf} download>
                Download PDF<span className="sr-only"> of {d.number}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
