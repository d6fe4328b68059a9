/** Renders the PNG app icons from public/favicon.svg (run once; the PNGs are committed). */
import { readFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg");
const out = [
  ["public/icons/icon-192.png", 192, 0],
  ["public/icons/icon-512.png", 512, 0],
  ["public/icons/apple-touch-icon.png", 180, 0],
  ["public/icons/icon-maskable-512.png", 512, 64],
] as const;
for (const [file, size, pad] of out) {
  await sharp(svg, { density: 600 })
    .resize(size - pad * 2, size - pad * 2)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: "#05070d" })
    .png({ compressionLevel: 9 })
    .toFile(file);
}
console.log("icons written");
