import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";

/**
 * The text a PDF shows, as a reader extracting it would get it: pdf-lib checks the file parses as
 * a PDF, then each content stream is inflated and its text operators' strings (hex, as pdfkit
 * writes them with the standard fonts' encoding) decoded, one line per text operator.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  if (doc.getPageCount() === 0) throw new Error("a PDF without pages");
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const op of body.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!).join("") : op[2]!;
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
