import PDFDocument from "pdfkit";
import type { DocumentContent } from "../contract";
import {
  documentDate,
  documentMoney,
  documentTitle,
  LINE_COLUMNS,
  lineCells,
  notes,
  placeLine,
} from "../document-text";

/** Each column's width in points (A4 is 595 wide; 40 of margin either side). */
const WIDTHS = [131, 40, 26, 64, 32, 50, 50, 50, 72];
const LEFT = 40;

/**
 * The document as a PDF: text set in the PDF's own Helvetica (every figure, number, GSTIN and HSN
 * can be selected and extracted), amounts with their currency's code, since Helvetica has no
 * rupee sign.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: LEFT,
    info: { Title: `${documentTitle(content)} ${content.number}`, Author: content.seller.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  if (content.testNotice)
    pdf.font("Helvetica-Bold").fontSize(10).fillColor("#b00020").text(content.testNotice).moveDown(0.5);
  pdf.fillColor("#000").font("Helvetica-Bold").fontSize(18).text(documentTitle(content));
  pdf.font("Helvetica").fontSize(10);
  pdf.text(`Number: ${content.number}`).text(`Date: ${documentDate(content.issuedAt)}`);
  pdf.text(`Order: ${content.orderReference}`).moveDown();

  pdf.font("Helvetica-Bold").text("Seller").font("Helvetica");
  pdf.text(content.seller.legalName).text(content.seller.address);
  pdf
    .text(`GSTIN: ${content.seller.gstin}`)
    .text(`State: ${content.seller.stateName} (${content.seller.stateCode})`)
    .moveDown();

  pdf.font("Helvetica-Bold").text("Buyer (unregistered)").font("Helvetica");
  pdf.text(content.buyer.name).text(content.buyer.address).text(`Country: ${content.buyer.country}`);
  pdf.text(`Place of supply: ${placeLine(content)}`).moveDown();

  table(pdf, content);
  pdf.moveDown();
  pdf.font("Helvetica-Bold").text(`Total: ${documentMoney(content.totals.total, content.currency)}`, LEFT);
  pdf.font("Helvetica").text(`In words: ${content.amountInWords}`).moveDown();
  for (const note of notes(content)) pdf.text(note).moveDown(0.3);
  pdf.moveDown().text(`For ${content.seller.legalName}: computer-generated document, no signature required.`);
  pdf.end();
  return done;
}

/** The lines, one row each, and a row of totals; columns in the currency's figures. */
function table(pdf: PDFKit.PDFDocument, content: DocumentContent) {
  const row = (cells: readonly string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = LEFT;
    let bottom = y;
    cells.forEach((cell, i) => {
      pdf.text(cell, x, y, { width: WIDTHS[i]! - 4, align: i >= 2 ? "right" : "left" });
      bottom = Math.max(bottom, pdf.y);
      x += WIDTHS[i]!;
    });
    pdf.x = LEFT;
    pdf.y = bottom + 4;
  };
  pdf.fontSize(8).text(`Amounts in ${content.currency}`, LEFT).moveDown(0.3);
  row(LINE_COLUMNS, true);
  for (const line of content.lines) row(lineCells(line, content.currency));
  const t = content.totals;
  row(
    lineCells(
      {
        description: "Total",
        hsn: "",
        quantity: 0,
        inclusive: t.total,
        taxable: t.taxable,
        ratePercent: 0,
        cgst: t.cgst,
        sgst: t.sgst,
        igst: t.igst,
      },
      content.currency,
    ).map((c, i) => (i === 2 || i === 4 ? "" : c)),
    true,
  );
  pdf.fontSize(10);
}
