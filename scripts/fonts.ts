/**
 * Writes the two web fonts the site serves (app/styles/fonts/) from the files under media/src/fonts
 * (FONT_SOURCES), cut down to what the pages use:
 *
 * - the characters of FONT_CHARACTERS (ASCII, the typography and currency signs the copy uses, the
 *   common accented letters of names); anything else a buyer types falls back, per character, to
 *   the metric-matched fallback face, as the stylesheet's `unicode-range` tells the browser;
 * - the weights 400–700 of the variable `wght` axis (the classes use 400, 500, 600 and 700);
 * - the OpenType features that change how this copy renders (kerning, ligatures, contextual
 *   alternates, tabular figures for prices and the marks of accented letters); the stylistic sets
 *   and character variants nobody selects go.
 *
 * Together that halves the bytes (about 70 KB to 36 KB) that a first visit downloads before its
 * text takes its final shape; on a slow mobile link that is where the largest paint waits.
 *
 * Run after changing the sources or the subset: `node scripts/fonts.ts`. The output is committed;
 * app/styles/fonts.test.ts checks it covers every character the pages are written with.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import {
  FONT_CHARACTERS,
  FONT_FEATURES,
  FONT_FILES,
  FONT_SOURCES,
  FONT_WEIGHTS,
} from "../app/styles/font-subset.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

for (const file of FONT_FILES) {
  const { source: from, pinned } = FONT_SOURCES[file];
  const source = readFileSync(path.join(ROOT, "media/src/fonts", from));
  const subset = await subsetFont(source, FONT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS, ...pinned },
    keepFeatures: [...FONT_FEATURES],
  });
  writeFileSync(path.join(ROOT, "app/styles/fonts", file), subset);
  console.log(`${file}: ${source.length} → ${subset.length} bytes`);
}
