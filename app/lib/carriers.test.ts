import { expect, test } from "vitest";
import { CARRIERS, carrierName, findCarrier, tracking, trackingUrl } from "./carriers";

test.each([
  ["bluedart", "Blue Dart"],
  [" BLUE-DART ", "Blue Dart"],
  ["speed post", "India Post"],
  ["SPEED POST", "India Post"],
  ["fedex", "FedEx"],
  ["XpressBees", "Xpressbees"],
  ["ekart logistics", "Ekart"],
  ["DHL Express", "DHL"],
  ["  Local   Courier Co ", "Local Courier Co"],
])("a known carrier is written one way however it was typed; others stay as typed: %j", (typed, name) => {
  expect(carrierName(typed)).toBe(name);
});

test("the carriers Indian shops use and the international ones each link their tracking page", () => {
  const names = CARRIERS.map((c) => c.name);
  for (const name of [
    ...["Blue Dart", "Delhivery", "DTDC", "Ekart", "Xpressbees", "India Post", "Shadowfax"],
    ...["DHL", "FedEx", "UPS", "Aramex"],
  ]) {
    expect(names).toContain(name);
  }
  expect(trackingUrl("Blue Dart", "12345678901")).toBe(
    "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901",
  );
});

test("every listed carrier links one number on its own https site, the number escaped", () => {
  for (const carrier of CARRIERS) {
    const url = new URL(trackingUrl(carrier.name, "AB 12/3")!);
    expect(url.protocol).toBe("https:");
    expect(url.href).toContain("AB%2012%2F3");
  }
  expect(trackingUrl("ups", "1Z 999&x")).toBe("https://www.ups.com/track?tracknum=1Z%20999%26x");
  expect(tracking("delhivery", " 1234 ")).toEqual({
    carrier: "Delhivery",
    url: "https://www.delhivery.com/track/package/1234",
  });
});

test("DHL links its global tracking page, not one country's, so a buyer abroad lands in their market", () => {
  const url = new URL(trackingUrl("DHL", "1234567890")!);
  expect(url.hostname).toBe("www.dhl.com");
  expect(url.pathname.startsWith("/global-en/")).toBe(true);
  expect(url.searchParams.get("tracking-id")).toBe("1234567890");
});

test("an unknown carrier keeps its name as typed and has no link", () => {
  expect(findCarrier("Shree Couriers")).toBeUndefined();
  expect(tracking("Local Van", "9")).toEqual({ carrier: "Local Van", url: null });
});
