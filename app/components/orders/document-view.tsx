import type { DocumentContent } from "~/features/documents/contract";
import {
  documentDate,
  documentMoney,
  documentTitle,
  LINE_COLUMNS,
  lineCells,
  notes,
  placeLine,
} from "~/features/documents/document-text";

/** A GST document as a printable page: the same words and figures as its PDF. */
export function DocumentView({ content, pdfPath }: { content: DocumentContent; pdfPath: string }) {
  const t = content.totals;
  const totalCells = lineCells(
    { description: "Total", hsn: "", quantity: 0, ratePercent: 0, ...t, inclusive: t.total },
    content.currency,
  ).map((cell, i) => (i === 2 || i === 4 ? "" : cell));
  return (
    <article data-order-page className="container-page max-w-4xl py-12 text-mist-100">
      {content.testNotice && (
        <p className="mb-4 rounded-xl border border-danger-400/40 px-4 py-2 font-semibold text-danger-400">
          {content.testNotice}
        </p>
      )}
      <h1 className="font-display text-3xl font-semibold text-white">{documentTitle(content)}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-mist-400">Number</dt>
        <dd className="tabular-nums">{content.number}</dd>
        <dt className="text-mist-400">Date</dt>
        <dd>{documentDate(content.issuedAt)}</dd>
        <dt className="text-mist-400">Order</dt>
        <dd>{content.orderReference}</dd>
      </dl>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="seller-title">
          <h2 id="seller-title" className="font-semibold text-white">
            Seller
          </h2>
          <p>{content.seller.legalName}</p>
          <p>{content.seller.address}</p>
          <p>GSTIN: {content.seller.gstin}</p>
          <p>
            State: {content.seller.stateName} ({content.seller.stateCode})
          </p>
        </section>
        <section aria-labelledby="buyer-title">
          <h2 id="buyer-title" className="font-semibold text-white">
            Buyer (unregistered)
          </h2>
          <p>{content.buyer.name}</p>
          <p className="whitespace-pre-line">{content.buyer.address}</p>
          <p>Country: {content.buyer.country}</p>
          <p>Place of supply: {placeLine(content)}</p>
        </section>
      </div>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="text-left text-mist-400">Amounts in {content.currency}</caption>
          <thead>
            <tr className="border-b border-white/20">
              {LINE_COLUMNS.map((c) => (
                <th key={c} scope="col" className="py-2 pr-3 font-semibold text-white">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line, i) => (
              <tr key={i} className="border-b border-white/10">
                {lineCells(line, content.currency).map((cell, j) => (
                  <td key={j} className="py-2 pr-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-white">
              {totalCells.map((cell, j) => (
                <td key={j} className="py-2 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-4 text-lg font-semibold text-white">
        Total: {documentMoney(content.totals.total, content.currency)}
      </p>
      <p>In words: {content.amountInWords}</p>
      <div className="mt-4 grid gap-2 text-sm">
        {notes(content).map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p>For {content.seller.legalName}: computer-generated document, no signature required.</p>
      </div>
      <p className="mt-6" data-print-hide>
        <a className="underline underline-offset-4 hover:text-white" href={pdfPath} download>
          Download the PDF of {content.number}
        </a>
      </p>
    </article>
  );
}
