import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  balanceOrders,
  documents,
  preorderItems,
  preorders,
  type DocumentKind,
  type PreorderStatus,
} from "../../../../db/schema";
import { findProduct } from "~/content/catalogue";
import { stateByCode } from "~/content/india-states";
import { isProductId } from "~/content/product-ids";
import {
  ADVANCE_TAX_POSITION,
  gstRate,
  LUT_ENDORSEMENT,
  PRODUCT_TAX,
  TEST_DOCUMENT_NOTICE,
} from "~/content/tax";
import type { Transaction } from "~/lib/db.server";
import type { Seller } from "~/lib/seller";
import { SERIES_PREFIX, type DocumentContent, type DocumentLine } from "../contract";
import { amountInWords } from "./amount-in-words";
import { documentNumber, financialYear, indiaDay, nextSequence } from "./numbering.server";
import { placeCode, placeOfSupply, taxMode } from "./place-of-supply";
import { documentSeller } from "./seller.server";
import { shareOut, splitLine, totalsOf } from "./tax-split";

/** What a feature asks for, inside the transaction that causes it. */
export type DocumentRequest =
  | { kind: "receipt_voucher"; preorderId: string; of: "booking" | "balance" }
  | { kind: "tax_invoice"; preorderId: string }
  /** A refund: a credit note once the invoice exists, a refund voucher before it. */
  | { kind: "refund"; preorderId: string; refundId: string; amount: number };

/** The documents entering a state owes: receipt vouchers for the advances, the invoice at dispatch. */
const ON_ENTRY: Partial<Record<PreorderStatus, (preorderId: string) => DocumentRequest>> = {
  paid: (preorderId) => ({ kind: "receipt_voucher", preorderId, of: "booking" }),
  balance_paid: (preorderId) => ({ kind: "receipt_voucher", preorderId, of: "balance" }),
  shipped: (preorderId) => ({ kind: "tax_invoice", preorderId }),
};

/** Issues what entering `status` owes the order, in the transaction of that change. */
export async function issueDocumentsOnEntry(tx: Transaction, preorderId: string, status: PreorderStatus) {
  const request = ON_ENTRY[status]?.(preorderId);
  if (request) await issueDocument(tx, request);
}

/**
 * Issues a document inside the caller's transaction, so it exists if and only if what caused it
 * commits, and its number is taken in that same transaction. Once per subject (a unique index):
 * asking again returns null and issues nothing.
 */
export async function issueDocument(
  tx: Transaction,
  request: DocumentRequest,
): Promise<{ number: string } | null> {
  const [order] = await tx.select().from(preorders).where(eq(preorders.id, request.preorderId));
  if (!order) return null;
  const existing = await tx
    .select({ kind: documents.kind, subjectKey: documents.subjectKey })
    .from(documents)
    .where(eq(documents.preorderId, order.id));
  const subjectKey =
    request.kind === "receipt_voucher"
      ? request.of
      : request.kind === "tax_invoice"
        ? "dispatch"
        : request.refundId;
  if (
    existing.some(
      (d) => d.subjectKey === subjectKey && (request.kind === "refund" || d.kind === request.kind),
    )
  ) {
    return null;
  }
  const seller = documentSeller();
  const draft = await draftFor(tx, request, order, seller);
  if (!draft) return null;
  const issuedAt = new Date();
  const year = financialYear(issuedAt);
  const test = order.testOrder;
  const series = `${test ? "T" : ""}${SERIES_PREFIX[draft.kind]}`;
  const number = documentNumber(SERIES_PREFIX[draft.kind], year, await nextSequence(tx, series, year), test);
  const place = placeOfSupply(order, seller);
  const content: DocumentContent = {
    ...draft.content,
    kind: draft.kind,
    number,
    issuedAt: issuedAt.toISOString(),
    financialYear: year,
    orderReference: order.reference,
    currency: order.currency,
    seller: {
      legalName: seller.legalName,
      gstin: seller.gstin,
      address: seller.address,
      stateCode: seller.stateCode,
      stateName: stateByCode(seller.stateCode)?.name ?? seller.stateCode,
    },
    buyer: { name: order.name, address: buyerAddress(order), country: order.country },
    placeOfSupply: place,
    amountInWords: amountInWords(draft.content.totals.total, order.currency),
    ...(test || seller.test ? { testNotice: TEST_DOCUMENT_NOTICE } : {}),
  };
  await tx.insert(documents).values({
    preorderId: order.id,
    kind: draft.kind,
    series,
    financialYear: year,
    number,
    subjectKey,
    amount: content.totals.total,
    currency: order.currency,
    placeOfSupply: placeCode(place),
    correctsId: draft.correctsId ?? null,
    testDocument: test || seller.test,
    content,
    issuedAt,
  });
  return { number };
}

type OrderRow = typeof preorders.$inferSelect;
type Draft = {
  kind: DocumentKind;
  correctsId?: string;
  content: Pick<DocumentContent, "lines" | "totals"> &
    Partial<Pick<DocumentContent, "advance" | "advancesReceived" | "corrects" | "endorsement">>;
};

/** The goods of the order with their list values, as the lines of a document. */
async function goodsOf(tx: Transaction, order: OrderRow, withPendingBalance: boolean) {
  const items = await tx
    .select()
    .from(preorderItems)
    .where(eq(preorderItems.preorderId, order.id))
    .orderBy(asc(preorderItems.addedAtBalance));
  const goods = items.map((i) => ({
    productId: i.productId,
    quantity: i.quantity,
    value: i.lineTotal,
    added: i.addedAtBalance,
  }));
  if (withPendingBalance && !goods.some((g) => g.added)) {
    // The balance being captured may add accessories; they are written to the order after its status.
    const [quote] = await tx
      .select({ addedItems: balanceOrders.addedItems })
      .from(balanceOrders)
      .where(and(eq(balanceOrders.preorderId, order.id), inArray(balanceOrders.status, ["created", "paid"])))
      .orderBy(desc(balanceOrders.createdAt))
      .limit(1);
    for (const item of quote?.addedItems ?? []) {
      goods.push({ productId: item.productId, quantity: item.quantity, value: item.lineTotal, added: true });
    }
  }
  const today = indiaDay(new Date());
  return goods.map(({ productId, quantity, value }) => ({
    description: findProduct(productId)?.name ?? productId,
    hsn: isProductId(productId) ? PRODUCT_TAX[productId].hsn : "",
    quantity,
    value,
    ratePercent: isProductId(productId) ? gstRate(productId, today) : 0,
  }));
}

/** An advance (or its refund) over the goods: no tax is charged on it, the lines say what it is for. */
function advanceLines(goods: Awaited<ReturnType<typeof goodsOf>>, amount: number): DocumentLine[] {
  const shares = shareOut(
    amount,
    goods.map((g) => g.value),
  );
  return goods.map((g, i) => ({
    description: g.description,
    hsn: g.hsn,
    quantity: g.quantity,
    inclusive: shares[i]!,
    taxable: shares[i]!,
    ratePercent: g.ratePercent,
    cgst: 0,
    sgst: 0,
    igst: 0,
  }));
}

async function draftFor(
  tx: Transaction,
  request: DocumentRequest,
  order: OrderRow,
  seller: Seller,
): Promise<Draft | null> {
  const mode = taxMode(placeOfSupply(order, seller), seller);
  const endorsement = mode === "export_lut" ? { endorsement: `${LUT_ENDORSEMENT} (LUT ${seller.lut})` } : {};
  if (request.kind === "receipt_voucher") {
    const amount = request.of === "booking" ? order.preorderAmount : order.balanceAmount;
    if (!amount) return null;
    const lines = advanceLines(await goodsOf(tx, order, request.of === "balance"), amount);
    return {
      kind: "receipt_voucher",
      content: {
        lines,
        totals: totalsOf(lines),
        advance: { of: request.of, taxPosition: ADVANCE_TAX_POSITION },
      },
    };
  }
  const issued = await tx
    .select()
    .from(documents)
    .where(eq(documents.preorderId, order.id))
    .orderBy(asc(documents.issuedAt), asc(documents.number));
  if (request.kind === "tax_invoice") {
    const goods = await goodsOf(tx, order, false);
    const paid = order.preorderAmount + (order.balanceAmount ?? 0);
    const shares = shareOut(
      paid,
      goods.map((g) => g.value),
    );
    const lines = goods.map((g, i) =>
      splitLine(
        {
          description: g.description,
          hsn: g.hsn,
          quantity: g.quantity,
          inclusive: shares[i]!,
          ratePercent: g.ratePercent,
        },
        mode,
      ),
    );
    const advancesReceived = issued
      .filter((d) => d.kind === "receipt_voucher")
      .map((d) => ({ number: d.number, issuedAt: d.issuedAt.toISOString(), amount: d.amount }));
    return {
      kind: "tax_invoice",
      content: { lines, totals: totalsOf(lines), advancesReceived, ...endorsement },
    };
  }
  const invoice = issued.find((d) => d.kind === "tax_invoice");
  if (invoice) {
    // A credit note takes back part of the invoice, line by line at the invoice's own rates.
    const invoiced = (invoice.content as DocumentContent).lines;
    const shares = shareOut(
      request.amount,
      invoiced.map((l) => l.inclusive),
    );
    const lines = invoiced.map((l, i) =>
      splitLine(
        {
          description: l.description,
          hsn: l.hsn,
          quantity: l.quantity,
          inclusive: shares[i]!,
          ratePercent: l.ratePercent,
        },
        mode,
      ),
    );
    return {
      kind: "credit_note",
      correctsId: invoice.id,
      content: { lines, totals: totalsOf(lines), corrects: corrected(invoice), ...endorsement },
    };
  }
  const voucher = issued.filter((d) => d.kind === "receipt_voucher").at(-1);
  const lines = advanceLines(await goodsOf(tx, order, false), request.amount);
  return {
    kind: "refund_voucher",
    ...(voucher ? { correctsId: voucher.id } : {}),
    content: {
      lines,
      totals: totalsOf(lines),
      advance: {
        of: voucher?.subjectKey === "balance" ? "balance" : "booking",
        taxPosition: ADVANCE_TAX_POSITION,
      },
      ...(voucher ? { corrects: corrected(voucher) } : {}),
    },
  };
}

const corrected = (d: typeof documents.$inferSelect) => ({
  kind: d.kind,
  number: d.number,
  issuedAt: d.issuedAt.toISOString(),
});

/** The address as typed, and under it the PIN code, city and state the buyer gave, when given. */
function buyerAddress(order: OrderRow): string {
  if (!order.shipStateCode || !order.shipPostalCode || !order.shipCity) return order.address;
  const state = stateByCode(order.shipStateCode)?.name ?? order.shipStateCode;
  return `${order.address}\n${order.shipCity} ${order.shipPostalCode}, ${state}`;
}
