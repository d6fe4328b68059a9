import { expect, test } from "vitest";
import { percentile } from "./percentile.ts";

test("percentiles are nearest-rank values of the sorted latencies", () => {
  const sorted = Array.from({ length: 200 }, (_, i) => i + 1);
  expect(percentile(sorted, 50)).toBe(100);
  expect(percentile(sorted, 99)).toBe(198);
  expect(percentile(sorted, 100)).toBe(200);
  expect(percentile([7], 99)).toBe(7);
  expect(percentile([], 50)).toBeNaN();
});
