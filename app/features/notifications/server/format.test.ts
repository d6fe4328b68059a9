import { expect, test } from "vitest";
import { formatDate, formatDateRange, isoDay } from "./format";

test("dates carry their year; ranges say the month and year once", () => {
  expect(formatDate("2027-09-05")).toBe("5 September 2027");
  expect(formatDate(null)).toBeNull();
  expect(formatDateRange("2027-09-15", "2027-09-30")).toBe("15–30 September 2027");
  expect(formatDateRange("2027-09-25", "2027-10-10")).toBe("25 September – 10 October 2027");
  expect(formatDateRange("2027-12-20", "2028-01-10")).toBe("20 December 2027 – 10 January 2028");
  expect(formatDateRange("2027-09-15", "2027-09-15")).toBe("15 September 2027");
  expect(() => formatDate("September 2027")).toThrow();
});

test("a moment is dated by the shop's calendar", () => {
  // 20:00 UTC on 2 October is already 3 October in India.
  const moment = new Date("2027-10-02T20:00:00Z");
  expect(isoDay(moment, "Asia/Kolkata")).toBe("2027-10-03");
  expect(isoDay(moment, "UTC")).toBe("2027-10-02");
});
