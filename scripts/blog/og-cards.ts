/**
 * One Open Graph card per blog article (1200×630): the title on the brand backdrop. The title is
 * drawn as outlines from the site's own Space Grotesk file, so the card looks the same on any
 * machine and needs no installed fonts (the renderer cannot read WOFF2 itself).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { backdrop, C, dust, embedProduct, svg } from "../../media/src/art.ts";
import { formatPublishDate, readTimeOf } from "../../app/content/blog/posts.ts";
import { compileArticle } from "./compile.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BLOG = path.join(ROOT, "app/content/blog");
const GLASSES = path.join(ROOT, "media/src/products/glasses.svg");
const font = fontkit.create(
  readFileSync(path.join(ROOT, "media/src/fonts/space-grotesk-latin-wght.woff2")),
) as fontkit.Font;

/** The text as one SVG path at this size, with its advance width. */
function outline(text: string, size: number, x: number, baseline: number): { d: string; width: number } {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let advance = 0;
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    d += glyph.path
      .scale(scale, -scale)
      .translate(x + advance, baseline)
      .toSVG();
    advance += run.positions[i]!.xAdvance * scale;
  });
  return { d, width: advance };
}

/** Greedy word wrap to `maxWidth`, at most `maxLines` (the last line ends in an ellipsis if cut). */
function wrap(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && outline(next, size, 0, 0).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(" ")
      .split(" ")
      .slice(0, 4)
      .join(" ")}…`,
  ];
}

// The outlines come from the Light master; a stroke in the fill colour gives them a semibold weight.
const text = (o: { d: string }, fill: string, weight: number) =>
  `<path d="${o.d}" fill="${fill}" stroke="${fill}" stroke-width="${weight}" stroke-linejoin="round"/>`;

function blogCard(title: string, meta: string): string {
  const size = 54;
  const lines = wrap(title, size, 700, 4);
  const top = 330 - ((lines.length - 1) * size * 1.12) / 2;
  const titlePaths = lines
    .map((l, i) => text(outline(l, size, 72, top + i * size * 1.12), "#fff", 1.8))
    .join("");
  return svg(
    1200,
    630,
    `${backdrop("#0b1430", C.ink950, C.brand500, C.aurora500, 1200, 630)}${dust(7, 40, 1200, 630)}
<g opacity="0.55">${embedProduct(GLASSES, "b", 700, 150, 620, 465)}</g>
${text(outline("LUXID BLOG", 24, 72, 96), C.brand300, 1.2)}
${titlePaths}
<rect x="72" y="${top + (lines.length - 1) * size * 1.12 + 44}" width="160" height="6" rx="3" fill="url(#brandLine)"/>
${text(outline(meta, 24, 72, 560), C.mist300, 0.6)}`,
  );
}

/** `og/blog-<slug>` → its card, for every article. */
export function blogOgCards(): Record<string, () => string> {
  return Object.fromEntries(
    readdirSync(BLOG)
      .filter((f) => f.endsWith(".md"))
      .map((f) => {
        const slug = f.slice(0, -3);
        return [
          `og/blog-${slug}`,
          () => {
            const a = compileArticle(readFileSync(path.join(BLOG, f), "utf8"), slug);
            return blogCard(
              a.frontmatter.title,
              `${formatPublishDate(a.frontmatter.date)}  ·  ${readTimeOf(a.words)}`,
            );
          },
        ];
      }),
  );
}
