/**
 * What the served web fonts keep of the full latin files (scripts/fonts.ts cuts them). The
 * stylesheet's `unicode-range` for both faces is `unicodeRange(FONT_CHARACTERS)`, so a character
 * outside the subset is drawn by the metric-matched fallback face instead of a blank box.
 */

/**
 * Each served file, the family it draws (fonts.css), the file under media/src/fonts it is cut
 * from, and the axes pinned on the way.
 * Inter comes from the full family (the `inter-ui` package), not from the latin cut of it: that cut
 * has no ₹, and a sign no web font holds is looked up among the system's fonts for every size and
 * weight it appears in (in DejaVu Sans on Linux), the costliest part of laying out an Indian price.
 * The full file has an optical-size axis; pinned at its default (14), as the latin cut was.
 */
export const FONT_SOURCES = {
  "inter-latin-wght.woff2": {
    family: "Inter Variable",
    source: "InterVariable.woff2",
    pinned: { opsz: 14 },
  },
  "space-grotesk-latin-wght.woff2": {
    family: "Space Grotesk Variable",
    source: "space-grotesk-latin-wght.woff2",
    pinned: {},
  },
} as const;

export const FONT_FILES = Object.keys(FONT_SOURCES) as (keyof typeof FONT_SOURCES)[];

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/** Typography, units and currency signs the copy is written with (a test holds the copy to it). */
const SIGNS = "\u00a0–—‘’“”…·•×−≈°©®™§‹›«»←↑→↓₹€£";

/** Accented letters common in buyers' names and addresses, so a confirmation reads in one face. */
const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝ";

export const FONT_CHARACTERS = ASCII + SIGNS + ACCENTED;

/** The classes use font weights 400, 500, 600 and 700. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** Kerning, ligatures, contextual alternates, composed marks, tabular figures (`tabular-nums`). */
export const FONT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"] as const;

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

/** `text`'s code points as a CSS `unicode-range` value, consecutive ones merged into ranges. */
export function unicodeRange(text: string): string {
  const points = [...new Set(Array.from(text, (c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    const end = points[i]!;
    ranges.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(", ");
}
