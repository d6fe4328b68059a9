import { and, asc, eq } from "drizzle-orm";
import { documents, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { DOCUMENT_TITLE, type DocumentContent, type DocumentSummary } from "../contract";

type DocumentRow = typeof documents.$inferSelect;

const summary = (
  row: Pick<DocumentRow, "kind" | "number" | "issuedAt" | "amount" | "currency">,
): DocumentSummary => ({
  kind: row.kind,
  title: DOCUMENT_TITLE[row.kind],
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  amount: row.amount,
  currency: row.currency,
});

/** An order's documents, in the order they were issued. */
export async function orderDocuments(db: Database, preorderId: string): Promise<DocumentSummary[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.preorderId, preorderId))
    .orderBy(asc(documents.issuedAt), asc(documents.number));
  return rows.map(summary);
}

/** The documents of the order with this reference (the buyer's page, after its token was checked). */
export async function orderDocumentsByReference(db: Database, reference: string): Promise<DocumentSummary[]> {
  const [order] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(eq(preorders.reference, reference));
  return order ? orderDocuments(db, order.id) : [];
}

/** One document of one order, as issued; undefined when that order has no such document. */
export async function orderDocument(db: Database, reference: string, number: string) {
  const [row] = await db
    .select({ content: documents.content })
    .from(documents)
    .innerJoin(preorders, eq(preorders.id, documents.preorderId))
    .where(and(eq(preorders.reference, reference), eq(documents.number, number)));
  return row ? (row.content as DocumentContent) : undefined;
}
