import { expect, test } from "vitest";
import { carrierName, trackingUrl } from "./carriers";

test.each([
  ["bluedart", "Blue Dart"],
  [" BLUE-DART ", "Blue Dart"],
  ["speed post", "India Post"],
  ["fedex", "FedEx"],
  ["  Local   Courier Co ", "Local Courier Co"],
])("a known carrier is written one way however it was typed; others stay as typed: %j", (typed, name) => {
  expect(carrierName(typed)).toBe(name);
});

test("a tracking link only for carriers whose page takes the number, with the number encoded", () => {
  expect(trackingUrl("DHL", "1234567890")).toBe(
    "https://www.dhl.com/in-en/home/tracking.html?tracking-id=1234567890&submit=1",
  );
  expect(trackingUrl("ups", "1Z 999&x")).toBe("https://www.ups.com/track?tracknum=1Z%20999%26x");
  expect(trackingUrl("Blue Dart", "12345678")).toBeNull();
  expect(trackingUrl("Local Courier Co", "12345678")).toBeNull();
});
