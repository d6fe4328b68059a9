import { and, eq } from "drizzle-orm";
import { documents, type DocumentKind } from "../../../../../db/schema";
import { documentPaths } from "~/lib/document-links";
import type { OrderKind } from "../../kinds";
import type { NotificationContext } from "../context.server";
import type { OutboxRow } from "../outbox-worker.server";
import type { Composed, PreorderRow } from "./shared.server";

/** The GST document each buyer's e-mail links: the subject it was issued for within the order. */
const DOCUMENT_OF: Partial<Record<OrderKind, (row: OutboxRow) => string>> = {
  order_confirmation: () => "booking",
  balance_received: () => "balance",
  order_dispatched: () => "dispatch",
  refund_email: (row) => row.subjectKey,
};

const NAME: Record<DocumentKind, string> = {
  receipt_voucher: "receipt voucher",
  tax_invoice: "tax invoice",
  credit_note: "credit note",
  refund_voucher: "refund voucher",
};

/**
 * The e-mail with a button to the document the same event issued (the receipt voucher, the tax
 * invoice, the credit note), under the order page's signed link; unchanged when there is none.
 */
export async function withDocumentLink(
  ctx: NotificationContext,
  kind: OrderKind,
  row: OutboxRow,
  p: PreorderRow,
  composed: Composed | null,
): Promise<Composed | null> {
  const subject = DOCUMENT_OF[kind]?.(row);
  if (!composed || composed.to !== "buyer" || !subject) return composed;
  const [document] = await ctx.db
    .select({ kind: documents.kind, number: documents.number })
    .from(documents)
    .where(and(eq(documents.preorderId, p.id), eq(documents.subjectKey, subject)));
  if (!document) return composed;
  const { pdf } = documentPaths(ctx.orderLinks.url(p.reference), document.number);
  const link = { href: pdf, label: `Download your ${NAME[document.kind]} ${document.number}` };
  return {
    ...composed,
    content: { ...composed.content, blocks: [...composed.content.blocks, { type: "button", link }] },
  };
}
