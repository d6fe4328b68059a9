import { expect, test } from "vitest";
import { csvCell, csvRow } from "./csv";

test("cells a spreadsheet would evaluate are escaped", () => {
  expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
  expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
  expect(csvCell("-2+3")).toBe("'-2+3");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvCell("\tcmd")).toBe("'\tcmd");
});

test("plain text, numbers and empty values pass through; quotes, commas and newlines are quoted", () => {
  expect(csvCell("Asha Rao")).toBe("Asha Rao");
  expect(csvCell(559980)).toBe("559980");
  expect(csvCell(null)).toBe("");
  expect(csvCell('12 "MG" Road, Bengaluru\n560001')).toBe('"12 ""MG"" Road, Bengaluru\n560001"');
  expect(csvRow(["a", 1, undefined])).toBe("a,1,\r\n");
});
