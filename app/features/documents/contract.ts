import type { Currency } from "~/content/catalogue";
import type { DocumentKind } from "../../../db/schema";

export type { DocumentKind } from "../../../db/schema";

/** The series' prefixes: one number sequence per kind and financial year; test documents apart. */
export const SERIES_PREFIX: Record<DocumentKind, string> = {
  receipt_voucher: "RV",
  tax_invoice: "INV",
  credit_note: "CN",
  refund_voucher: "RF",
};

/** The title printed on each kind. */
export const DOCUMENT_TITLE: Record<DocumentKind, string> = {
  receipt_voucher: "Receipt voucher",
  tax_invoice: "Tax invoice",
  credit_note: "Credit note",
  refund_voucher: "Refund voucher",
};

/** Where a supply goes: a state of India (intra- or inter-state), or abroad (an export). */
export type PlaceOfSupply =
  | { type: "india"; stateCode: string; stateName: string; derived: boolean }
  | { type: "export"; country: string; countryName: string };

/** One line of an invoice or credit note: the tax-inclusive value split into taxable value and tax. */
export interface DocumentLine {
  description: string;
  hsn: string;
  quantity: number;
  /** What the buyer paid for the line, tax included (minor units). */
  inclusive: number;
  taxable: number;
  ratePercent: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface DocumentTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** What a document says, as issued: stored with it and never recomputed. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  financialYear: string;
  orderReference: string;
  currency: Currency;
  seller: { legalName: string; gstin: string; address: string; stateCode: string; stateName: string };
  buyer: { name: string; address: string; country: string };
  placeOfSupply: PlaceOfSupply;
  /** Invoices and credit notes: each line; receipt and refund vouchers: the goods the advance is for. */
  lines: DocumentLine[];
  totals: DocumentTotals;
  amountInWords: string;
  /** Receipt and refund vouchers: which payment (booking or balance) and the tax an advance bears. */
  advance?: { of: "booking" | "balance"; taxPosition: string };
  /** A tax invoice: the advances already received, with their receipt vouchers. */
  advancesReceived?: { number: string; issuedAt: string; amount: number }[];
  /** A credit note or refund voucher: the document it corrects. */
  corrects?: { kind: DocumentKind; number: string; issuedAt: string };
  /** Exports under a Letter of Undertaking: the endorsement and the LUT's reference. */
  endorsement?: string;
  /** Sandbox, or a shop without its seller settings: the notice printed on it. */
  testNotice?: string;
}

/** A document as the order page and the console list it. */
export interface DocumentSummary {
  kind: DocumentKind;
  title: string;
  number: string;
  issuedAt: string;
  amount: number;
  currency: Currency;
}
