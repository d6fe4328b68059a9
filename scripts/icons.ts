/**
 * Renders the app icons from public/favicon.svg (run once; the files are committed): the PNGs of
 * the web manifest, the apple-touch icon (opaque: iOS draws transparent corners black and rounds
 * the square itself) and public/favicon.ico (16, 32 and 48 px PNGs in an ICO container) for the
 * browsers and tools that ask for /favicon.ico whatever the page links.
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg");
const BACKGROUND = "#05070d";
const render = (size: number, pad = 0, opaque = false) => {
  let image = sharp(svg, { density: 600 })
    .resize(size - pad * 2, size - pad * 2)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: BACKGROUND });
  if (opaque) image = image.flatten({ background: BACKGROUND });
  return image.png({ compressionLevel: 9 }).toBuffer();
};

const out = [
  ["public/icons/icon-192.png", 192, 0, false],
  ["public/icons/icon-512.png", 512, 0, false],
  ["public/icons/apple-touch-icon.png", 180, 0, true],
  ["public/icons/icon-maskable-512.png", 512, 64, true],
  // The e-mails' logo (shown at 36 px): served from /email/ to mail clients of any origin.
  ["public/email/logo-72.png", 72, 0, false],
] as const;
for (const [file, size, pad, opaque] of out) writeFileSync(file, await render(size, pad, opaque));

// ICO: a 6-byte header, one 16-byte directory entry per image, then the PNG bytes.
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((s) => render(s)));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[i]!.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[i]!.length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...pngs]));
console.log("icons written");
