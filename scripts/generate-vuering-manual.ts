/**
 * Writes public/manuals/vuering-manual.pdf, the VueRING user manual, from the same content the
 * VueRING pages show (catalogue spec sheet, guide module, claims), so the PDF never contradicts them.
 * Run after changing that content: `node scripts/generate-vuering-manual.ts`. The output is
 * deterministic (fixed dates), so an unchanged manual gives an unchanged file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { findProduct } from "../app/content/catalogue.ts";
import { CLAIMS, WARRANTY } from "../app/content/claims.ts";
import {
  VUERING_ADVANCED_FEATURES,
  VUERING_BLUETOOTH_SETUP,
  VUERING_CARE,
  VUERING_COMPATIBILITY,
  VUERING_MANUAL,
  VUERING_TROUBLESHOOTING,
} from "../app/content/vuering-guide.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", VUERING_MANUAL.href);

// A4 in points, with generous margins for print.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_Y = 32;

const INK = rgb(0.04, 0.055, 0.1);
const BODY = rgb(0.2, 0.23, 0.3);
const MUTED = rgb(0.42, 0.46, 0.55);
const BRAND = rgb(0.18, 0.61, 1);
const RULE = rgb(0.86, 0.88, 0.92);
const PANEL = rgb(0.95, 0.96, 0.98);

const ring = findProduct("vuering");
if (!ring) throw new Error("VueRING is missing from the catalogue");

const doc = await PDFDocument.create();
doc.setTitle("VueRING User Manual");
doc.setAuthor("Luxid");
doc.setSubject("Pairing, gestures, charging and care for the VueRING finger controller");
doc.setKeywords(["VueRING", "Vue Glass", "Luxid", "manual"]);
doc.setCreator("Luxid");
doc.setProducer("Luxid");
doc.setLanguage("en-IN");
doc.setCreationDate(new Date("2025-04-07T00:00:00Z"));
doc.setModificationDate(new Date("2025-04-07T00:00:00Z"));

const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);

let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
let y = PAGE.height - MARGIN;

function newPage() {
  page = doc.addPage([PAGE.width, PAGE.height]);
  y = PAGE.height - MARGIN;
}

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ensureSpace(height: number) {
  if (y - height < MARGIN + 20) newPage();
}

function paragraph(
  text: string,
  { font = regular, size = 10.5, color = BODY, indent = 0, gap = 8, leading = 1.45 } = {},
) {
  const lines = wrap(text, font, size, CONTENT_WIDTH - indent);
  ensureSpace(lines.length * size * leading);
  for (const line of lines) {
    y -= size * leading;
    page.drawText(line, { x: MARGIN + indent, y, size, font, color });
  }
  y -= gap;
}

function heading(text: string, eyebrow?: string) {
  ensureSpace(80);
  y -= 10;
  if (eyebrow) {
    y -= 9;
    page.drawText(eyebrow.toUpperCase(), { x: MARGIN, y, size: 8, font: bold, color: BRAND });
    y -= 8;
  }
  y -= 20;
  page.drawText(text, { x: MARGIN, y, size: 18, font: bold, color: INK });
  y -= 10;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + 36, y },
    thickness: 2,
    color: BRAND,
  });
  y -= 14;
}

function subheading(text: string) {
  ensureSpace(40);
  y -= 24;
  page.drawText(text, { x: MARGIN, y, size: 12, font: bold, color: INK });
  y -= 6;
}

function steps(items: readonly string[]) {
  items.forEach((text, i) => {
    const lines = wrap(text, regular, 10.5, CONTENT_WIDTH - 28);
    ensureSpace(lines.length * 15 + 6);
    const top = y;
    page.drawCircle({ x: MARGIN + 9, y: top - 11, size: 9, color: BRAND });
    const label = String(i + 1);
    page.drawText(label, {
      x: MARGIN + 9 - bold.widthOfTextAtSize(label, 9) / 2,
      y: top - 14.2,
      size: 9,
      font: bold,
      color: rgb(1, 1, 1),
    });
    paragraph(text, { indent: 28, gap: 6 });
  });
}

function titled(items: readonly { title: string; text: string }[]) {
  for (const item of items) {
    const lines = wrap(item.text, regular, 10.5, CONTENT_WIDTH);
    ensureSpace(22 + lines.length * 15);
    y -= 14;
    page.drawText(item.title, { x: MARGIN, y, size: 10.5, font: bold, color: INK });
    y -= 2;
    paragraph(item.text, { gap: 6 });
  }
}

function specTable(specs: Record<string, string>) {
  const rowHeight = 22;
  const entries = Object.entries(specs);
  ensureSpace(entries.length * rowHeight + 10);
  page.drawRectangle({
    x: MARGIN,
    y: y - entries.length * rowHeight - 4,
    width: CONTENT_WIDTH,
    height: entries.length * rowHeight + 4,
    color: PANEL,
  });
  y -= 4;
  entries.forEach(([label, value], i) => {
    y -= rowHeight;
    page.drawText(label, { x: MARGIN + 12, y: y + 7, size: 9.5, font: bold, color: MUTED });
    page.drawText(value, { x: MARGIN + 150, y: y + 7, size: 10, font: regular, color: INK });
    if (i < entries.length - 1) {
      page.drawLine({
        start: { x: MARGIN + 12, y },
        end: { x: MARGIN + CONTENT_WIDTH - 12, y },
        thickness: 0.5,
        color: RULE,
      });
    }
  });
  y -= 12;
}

// Page 1: cover band, contents and specifications.
const bandHeight = 250;
page.drawRectangle({ x: 0, y: PAGE.height - bandHeight, width: PAGE.width, height: bandHeight, color: INK });
page.drawCircle({
  x: PAGE.width - 90,
  y: PAGE.height - 110,
  size: 140,
  color: rgb(0.07, 0.2, 0.38),
  opacity: 0.55,
});
page.drawCircle({ x: PAGE.width - 90, y: PAGE.height - 110, size: 58, borderColor: BRAND, borderWidth: 10 });
page.drawText("LUXID", { x: MARGIN, y: PAGE.height - 70, size: 11, font: bold, color: BRAND });
page.drawText("VueRING", { x: MARGIN, y: PAGE.height - 140, size: 40, font: bold, color: rgb(1, 1, 1) });
page.drawText("User Manual", {
  x: MARGIN,
  y: PAGE.height - 172,
  size: 22,
  font: regular,
  color: rgb(0.85, 0.9, 1),
});
page.drawText("Finger controller for Vue Glass and your devices", {
  x: MARGIN,
  y: PAGE.height - 205,
  size: 11,
  font: regular,
  color: rgb(0.72, 0.77, 0.85),
});
y = PAGE.height - bandHeight - 20;

heading("Welcome", "About this manual");
paragraph(
  `${ring.description} This manual covers charging, pairing with iPhone, iPad and Windows, every gesture, troubleshooting and care.`,
);
subheading("Contents");
[
  "1  Specifications",
  "2  Getting started: charging, wearing and pairing",
  "3  Gestures and advanced features",
  "4  Troubleshooting, care, warranty and support",
].forEach((line) => paragraph(line, { gap: 0, indent: 4 }));
y -= 6;
heading("Specifications", "Chapter 1");
specTable(ring.specifications);

// Page 2: getting started.
newPage();
heading("Getting started", "Chapter 2");
subheading("Charge");
paragraph(
  "Before first use, charge VueRING with the supplied magnetic cable. A full charge takes about 1.5 hours and gives around 12 hours of use or 7 days on standby.",
);
subheading("Wear");
paragraph(
  "Slide VueRING onto your index finger with the touch surface facing your thumb. Choose the ring size (6–12) that sits snugly without pressing.",
);
subheading("Pair with iPhone or iPad");
steps(VUERING_BLUETOOTH_SETUP.ios);
subheading("Pair with Windows");
steps(VUERING_BLUETOOTH_SETUP.windows);

// Page 3: compatibility and gestures.
newPage();
heading("Gestures and advanced features", "Chapter 3");
titled(VUERING_ADVANCED_FEATURES);
subheading("Compatibility");
titled(VUERING_COMPATIBILITY);

// Page 4: troubleshooting, care, warranty.
newPage();
heading("Troubleshooting", "Chapter 4");
titled(VUERING_TROUBLESHOOTING);
subheading("Care");
for (const line of VUERING_CARE) {
  const top = y;
  paragraph(line, { gap: 4, indent: 14 });
  page.drawCircle({ x: MARGIN + 4, y: top - 11.5, size: 2, color: BRAND });
}
subheading("Warranty and support");
paragraph(
  `VueRING comes with a ${WARRANTY.label} against manufacturing defects. Write to our support team through the Contact page of our website; we reply within ${CLAIMS.supportReplyHours} hours.`,
);

const pages = doc.getPages();
pages.forEach((p, i) => {
  p.drawLine({
    start: { x: MARGIN, y: FOOTER_Y + 14 },
    end: { x: PAGE.width - MARGIN, y: FOOTER_Y + 14 },
    thickness: 0.5,
    color: RULE,
  });
  p.drawText("VueRING User Manual · Luxid", { x: MARGIN, y: FOOTER_Y, size: 8, font: regular, color: MUTED });
  const label = `${i + 1} / ${pages.length}`;
  p.drawText(label, {
    x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, 8),
    y: FOOTER_Y,
    size: 8,
    font: regular,
    color: MUTED,
  });
});

if (pages.length !== VUERING_MANUAL.pages) {
  throw new Error(`The manual has ${pages.length} pages; update VUERING_MANUAL.pages to match.`);
}

mkdirSync(path.dirname(OUT), { recursive: true });
const bytes = await doc.save();
writeFileSync(OUT, bytes);
console.log(`Wrote ${path.relative(ROOT, OUT)} (${pages.length} pages, ${bytes.length} bytes)`);
