import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, test } from "vitest";
import { FONT_CHARACTERS, FONT_FILES, FONT_SOURCES, FONT_WEIGHTS, unicodeRange } from "./font-subset";

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
      const source = open(path.join(APP, "../media/src/fonts"), FONT_SOURCES[file].source);
      const wanted = [...FONT_CHARACTERS].filter((c) => source.hasGlyphForCodePoint(c.codePointAt(0)!));
      const held = [...FONT_CHARACTERS].filter((c) => served.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect(held).toEqual(wanted);
      expect(held.length).toBeGreaterThan(150);
      expect(served.variationAxes.wght).toMatchObject(FONT_WEIGHTS);
      expect(served.availableFeatures).toEqual(expect.arrayContaining(["kern", "tnum"]));

      const face = FACES.find((f) => f.family === FONT_SOURCES[file].family && f.file === file);
      expect(face?.range).toBe(unicodeRange(held.join("")));
      expect(face?.block).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
    });
  }

  // A character no face of a family holds is looked up among the system's fonts, for every size and
  // weight it appears in: slow to lay out (₹ in DejaVu Sans was most of a price's layout) and drawn
  // in a foreign face. Space Grotesk has no ₹, arrows or ≈; its family takes them from Inter's file.
  test("each family draws every character of the copy from its own web faces", () => {
    for (const { family } of Object.values(FONT_SOURCES)) {
      // Each face's file decoded once, not once per character.
      const mine = FACES.filter((f) => f.family === family).map((f) => ({
        range: f.range,
        font: open(path.join(APP, "styles/fonts"), f.file),
      }));
      const drawn = (char: string) =>
        mine.some(
          ({ range, font }) =>
            font.hasGlyphForCodePoint(char.codePointAt(0)!) && inRange(range, char.codePointAt(0)!),
        );
      expect(
        [...FONT_CHARACTERS].filter((char) => !drawn(char)),
        family,
      ).toEqual([]);
    }
  });
});

/** The stylesheet's web faces: family, file and unicode-range (whitespace collapsed). */
const FACES = css
  .split("@font-face")
  .slice(1)
  .flatMap((block) => {
    const family = /font-family:\s*"([^"]+)"/.exec(block)?.[1];
    const file = /url\("\.\/fonts\/([^"]+)"\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.replace(/\s+/g, " ");
    return family && file && range ? [{ family, file, range, block }] : [];
  });

const inRange = (range: string, point: number) =>
  range.split(", ").some((part) => {
    const [from, to = from] = part
      .replace("U+", "")
      .split("-")
      .map((hex) => parseInt(hex, 16));
    return point >= from! && point <= to!;
  });
