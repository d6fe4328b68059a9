import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, test } from "vitest";
import { FONT_CHARACTERS, FONT_FILES, FONT_WEIGHTS, unicodeRange } from "./font-subset";

const APP = path.resolve(import.meta.dirname, "..");
const css = readFileSync(path.join(APP, "styles/fonts.css"), "utf8");
const open = (dir: string, file: string) =>
  fontkit.create(readFileSync(path.join(dir, file))) as fontkit.Font;

/** Every file the pages are written from: components, routes, content and Markdown articles. */
const sourceFiles = () =>
  readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|md)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(APP, file));

describe("the served web fonts (scripts/fonts.ts)", () => {
  test("every character the copy is written with is in the subset", () => {
    const used = new Set<string>();
    for (const file of sourceFiles()) {
      for (const char of readFileSync(file, "utf8")) if (char > "~") used.add(char);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((char) => !FONT_CHARACTERS.includes(char));
    expect(missing, "add them to FONT_CHARACTERS and run node scripts/fonts.ts").toEqual([]);
  });

  for (const file of FONT_FILES) {
    test(`${file} is the current subset and the stylesheet's unicode-range says what it holds`, () => {
      const served = open(path.join(APP, "styles/fonts"), file);
      const source = open(path.join(APP, "../media/src/fonts"), file);
      const wanted = [...FONT_CHARACTERS].filter((c) => source.hasGlyphForCodePoint(c.codePointAt(0)!));
      const held = [...FONT_CHARACTERS].filter((c) => served.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect(held).toEqual(wanted);
      expect(held.length).toBeGreaterThan(150);
      expect(served.variationAxes.wght).toMatchObject(FONT_WEIGHTS);
      expect(served.availableFeatures).toEqual(expect.arrayContaining(["kern", "tnum"]));

      const face = css.split("@font-face").find((block) => block.includes(`./fonts/${file}`));
      const declared = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1]?.replace(/\s+/g, " ");
      expect(declared).toBe(unicodeRange(held.join("")));
      expect(face).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
    });
  }
});
