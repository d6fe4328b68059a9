import { expect, test } from "vitest";
import { COMPARISON_ROWS, SPEC_GROUPS, upperBound } from "./features";

test("upperBound reads the top of a range or an open figure", () => {
  expect(upperBound("2–3")).toBe(3);
  expect(upperBound("8+")).toBe(8);
  expect(upperBound(1600)).toBe(1600);
  expect(upperBound("58.5–67")).toBe(67);
  expect(() => upperBound("none")).toThrow();
});

test("specifications are grouped exactly as the spec names the groups", () => {
  expect(SPEC_GROUPS.map((g) => g.title)).toEqual([
    "Display",
    "Sensors",
    "Connectivity",
    "Audio and Controls",
    "Ergonomics",
    "Durability",
  ]);
});

test("the comparison states 1600 vs 500 vs 1000 nits and 8+ vs 2–3 vs 4–5 hours, Vue Glass first", () => {
  const [brightness, battery] = COMPARISON_ROWS;
  expect(brightness?.values.map((v) => v.label)).toEqual(["1600 nits", "500 nits", "1000 nits"]);
  expect(battery?.values.map((v) => v.label)).toEqual(["8+ h", "2–3 h", "4–5 h"]);
  expect(battery?.values.map((v) => v.amount)).toEqual([8, 3, 5]);
  for (const row of COMPARISON_ROWS) expect(row.values[0]?.device).toBe("Vue Glass");
});
