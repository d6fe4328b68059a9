import { expect, test } from "vitest";
import { readCsv } from "./csv-read";

test("records with their line numbers; blank lines skipped, any line end, Excel's byte order mark", () => {
  const result = readCsv("\uFEFFreference,carrier\r\nLX-AAAAAA,Blue Dart\n\nLX-BBBBBB,DHL\rLX-CCCCCC,UPS");
  expect(result).toEqual({
    ok: true,
    records: [
      { line: 1, cells: ["reference", "carrier"] },
      { line: 2, cells: ["LX-AAAAAA", "Blue Dart"] },
      { line: 4, cells: ["LX-BBBBBB", "DHL"] },
      { line: 5, cells: ["LX-CCCCCC", "UPS"] },
    ],
  });
});

test("quoted cells keep commas, doubled quotes and line breaks; the next record's line counts them", () => {
  const result = readCsv('a,"b, ""c""\nd",e\r\nf,,\n');
  expect(result).toEqual({
    ok: true,
    records: [
      { line: 1, cells: ["a", 'b, "c"\nd', "e"] },
      { line: 3, cells: ["f", "", ""] },
    ],
  });
});

test("what a spreadsheet would not write is refused with its line", () => {
  expect(readCsv('a,b\nc,"d\ne,f')).toEqual({ ok: false, line: 2, error: "a quote that is never closed" });
  expect(readCsv('a,b\nc,d"e"')).toMatchObject({ ok: false, line: 2 });
  expect(readCsv('a,"b"c')).toMatchObject({ ok: false, line: 1, error: "text after a closing quote" });
});

test("nothing at all is no records", () => {
  expect(readCsv("")).toEqual({ ok: true, records: [] });
  expect(readCsv("\n\r\n")).toEqual({ ok: true, records: [] });
});
