import { expect, test } from "vitest";
import { parseRange } from "./byte-range";

test("no header or an unsupported one answers the whole body", () => {
  expect(parseRange(null, 100)).toEqual({ kind: "full" });
  expect(parseRange("bytes=0-1,5-6", 100)).toEqual({ kind: "full" });
  expect(parseRange("items=0-1", 100)).toEqual({ kind: "full" });
  // Malformed, a reversed range included (RFC 9110 §14.1.1): the header is ignored.
  expect(parseRange("bytes=a-b", 100)).toEqual({ kind: "full" });
  expect(parseRange("bytes=5-2", 100)).toEqual({ kind: "full" });
});

test("open, closed and suffix ranges", () => {
  expect(parseRange("bytes=0-1", 100)).toEqual({ kind: "partial", start: 0, end: 1 });
  expect(parseRange("bytes=10-", 100)).toEqual({ kind: "partial", start: 10, end: 99 });
  expect(parseRange("bytes=90-500", 100)).toEqual({ kind: "partial", start: 90, end: 99 });
  expect(parseRange("bytes=-10", 100)).toEqual({ kind: "partial", start: 90, end: 99 });
  // A suffix longer than the file asks for all of it (RFC 9110 §14.1.3), not for nothing.
  expect(parseRange("bytes=-500", 100)).toEqual({ kind: "partial", start: 0, end: 99 });
});

test("ranges past the end are unsatisfiable", () => {
  expect(parseRange("bytes=100-", 100)).toEqual({ kind: "unsatisfiable" });
  expect(parseRange("bytes=-0", 100)).toEqual({ kind: "unsatisfiable" });
  expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
});
