import { expect, test } from "vitest";
import { csvCell, csvRow } from "./csv";

test.each([
  ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
  ["+91 98765 43210", "'+91 98765 43210"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\tcmd", "'\tcmd"],
  ["\uFF1DHYPERLINK(1)", "'\uFF1DHYPERLINK(1)"],
  ["\uFF0B1", "'\uFF0B1"],
  ["\uFF0D1", "'\uFF0D1"],
  ["\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
  ["  =1+1", "'  =1+1"],
])("a cell a spreadsheet would evaluate is escaped: %j", (cell, written) => {
  expect(csvCell(cell)).toBe(written);
});

test("plain text, numbers and empty values pass through; quotes, commas and newlines are quoted", () => {
  expect(csvCell("Asha Rao")).toBe("Asha Rao");
  expect(csvCell(559980)).toBe("559980");
  expect(csvCell(null)).toBe("");
  expect(csvCell('12 "MG" Road, Bengaluru\n560001')).toBe('"12 ""MG"" Road, Bengaluru\n560001"');
  expect(csvRow(["a", 1, undefined])).toBe("a,1,\r\n");
});
