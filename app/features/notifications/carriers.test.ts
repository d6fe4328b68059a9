import { expect, test } from "vitest";
import { CARRIERS, findCarrier, tracking } from "./carriers";

test("operators' spellings find the listed carrier", () => {
  expect(findCarrier(" Blue  Dart ")?.name).toBe("Blue Dart");
  expect(findCarrier("bluedart")?.name).toBe("Blue Dart");
  expect(findCarrier("SPEED POST")?.name).toBe("India Post");
  expect(findCarrier("Shree Couriers")).toBeUndefined();
});

test("every listed carrier links one number on its own https site, the number escaped", () => {
  for (const carrier of CARRIERS) {
    const url = new URL(carrier.trackingUrl("AB 12/3"));
    expect(url.protocol).toBe("https:");
    expect(url.href).toContain("AB%2012%2F3");
  }
  expect(tracking("delhivery", " 1234 ")).toEqual({
    carrier: "Delhivery",
    url: "https://www.delhivery.com/track/package/1234",
  });
  expect(tracking("Local Van", "9")).toEqual({ carrier: "Local Van", url: null });
});
