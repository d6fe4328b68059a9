import type { DocumentSummary } from "~/features/documents/contract";
import { documentMoney } from "~/features/documents/document-text";
import { Panel } from "./ui";
import { ShopTime } from "./shop-time";

/** The console's PDF of a document. */
export const consoleDocumentPdf = (number: string) => `/admin/documents/${encodeURIComponent(number)}/pdf`;

/** An order's GST documents on its console page, each with its PDF. */
export function DocumentsPanel({ documents }: { documents: DocumentSummary[] }) {
  return (
    <Panel title="GST documents">
      {documents.length === 0 ? (
        <p className="text-mist-300">
          None issued yet: the booking's receipt voucher comes with its payment.
        </p>
      ) : (
        <ul className="space-y-1">
          {documents.map((d) => (
            <li key={d.number}>
              <a className="text-brand-300 underline" href={consoleDocumentPdf(d.number)}>
                {d.title} {d.number}
              </a>
              , {documentMoney(d.amount, d.currency)}, <ShopTime value={d.issuedAt} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
