import { expect, test } from "vitest";
import { DEFAULT_SHOP_TIME_ZONE, formatInZone, formatUtc, isTimeZone } from "./shop-time";

test("a moment is shown on the shop's clocks: India is UTC+5:30, so a late UTC evening is the next day", () => {
  const moment = new Date("2026-11-26T20:00:00Z");
  expect(formatInZone(moment, DEFAULT_SHOP_TIME_ZONE)).toBe("2026-11-27 01:30");
  expect(formatInZone(moment, "UTC")).toBe("2026-11-26 20:00");
  expect(formatUtc(moment)).toBe("2026-11-26 20:00 UTC");
});

test("another shop's zone follows its daylight saving time, with a 24-hour clock from midnight", () => {
  expect(formatInZone("2027-07-01T10:05:00Z", "Europe/Berlin")).toBe("2027-07-01 12:05");
  expect(formatInZone("2027-01-01T10:05:00Z", "Europe/Berlin")).toBe("2027-01-01 11:05");
  expect(formatInZone("2027-01-01T18:30:00Z", "Asia/Kolkata")).toBe("2027-01-02 00:00");
});

test("only names the runtime knows are time zones", () => {
  expect(isTimeZone("Asia/Kolkata")).toBe(true);
  expect(isTimeZone("UTC")).toBe(true);
  expect(isTimeZone("Asia/Bengaluru")).toBe(false);
  expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  expect(isTimeZone("")).toBe(false);
});
