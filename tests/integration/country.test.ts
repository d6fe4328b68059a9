import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";

// Addresses from well-known national allocations: Deutsche Telekom, Google US, Reliance Jio.
const GERMAN_IP = "80.156.0.1";
const US_IP = "8.8.8.8";
const INDIAN_IP = "49.36.0.1";

// The region as the pre-order page shows it: the country its address starts with, and the price
// of Vue Glass in the region's currency.
const INDIA = { country: "IN", glasses: ["₹27,999"] };
const GERMANY = { country: "DE", glasses: ["€349"] };
const USA = { country: "US", glasses: ["$349"] };
const GLASSES_PRICES = ["₹27,999", "€349", "$349"];

/** The region the server resolved for this request, read from the first HTML of /preorder. */
async function regionShown(app: TestApp, headers: Record<string, string>) {
  const res = await fetch(`${app.url}/preorder`, { headers });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    country: /<option value="([A-Z]{2})" selected/.exec(html)?.[1],
    glasses: GLASSES_PRICES.filter((price) => html.includes(price)),
  };
}

describe("with TRUST_PROXY", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", TRUST_PROXY: "true" });
  });
  afterAll(() => app.close());

  test("X-Forwarded-For decides the country", async () => {
    expect(await regionShown(app, { "x-forwarded-for": GERMAN_IP })).toEqual(GERMANY);
    expect(await regionShown(app, { "x-forwarded-for": US_IP })).toEqual(USA);
    expect(await regionShown(app, { "x-forwarded-for": INDIAN_IP })).toEqual(INDIA);
  });

  test("private and loopback addresses are India", async () => {
    expect(await regionShown(app, { "x-forwarded-for": "10.1.2.3" })).toEqual(INDIA);
    expect(await regionShown(app, {})).toEqual(INDIA);
  });

  test("EMI and UPI are words for buyers paying in rupees: never on a German or US visitor's pages", async () => {
    // The visible text of a page (scripts and the serialised loader data are not read by anyone).
    const words = async (path: string, ip: string) =>
      (await (await fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": ip } })).text())
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ");
    for (const path of ["/", "/preorder", "/faq", "/store"]) {
      for (const ip of [GERMAN_IP, US_IP]) {
        const text = await words(path, ip);
        expect(text, `${path} from ${ip}`).not.toMatch(/\b(EMI|UPI)\b/);
      }
    }
    expect(await words("/", INDIAN_IP)).toMatch(/\bEMI\b/);
    expect(await words("/faq", INDIAN_IP)).toMatch(/\bUPI\b/);
  });

  test("the first HTML is already in the visitor's currency", async () => {
    const us = await (await fetch(`${app.url}/`, { headers: { "x-forwarded-for": US_IP } })).text();
    expect(us).toContain("$349");
    expect(us).not.toContain("₹");
    const india = await (await fetch(`${app.url}/`, { headers: { "x-forwarded-for": INDIAN_IP } })).text();
    expect(india).toContain("₹27,999");
    expect(india).not.toContain("$349");
  });
});

describe("without TRUST_PROXY", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://" });
  });
  afterAll(() => app.close());

  test("X-Forwarded-For is not believed", async () => {
    expect(await regionShown(app, { "x-forwarded-for": US_IP })).toEqual(INDIA);
  });
});

describe("with COUNTRY_HEADER", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", TRUST_PROXY: "true", COUNTRY_HEADER: "cf-ipcountry" });
  });
  afterAll(() => app.close());

  test("the CDN header decides, over the address", async () => {
    expect(await regionShown(app, { "cf-ipcountry": "DE", "x-forwarded-for": US_IP })).toEqual(GERMANY);
    expect(await regionShown(app, { "cf-ipcountry": "US" })).toEqual(USA);
    const res = await fetch(`${app.url}/preorder`, { headers: { "cf-ipcountry": "US" } });
    expect(res.headers.get("vary")?.toLowerCase()).toContain("cf-ipcountry");
  });

  test("an unknown-country header falls back to the address, then India", async () => {
    expect(await regionShown(app, { "cf-ipcountry": "XX", "x-forwarded-for": GERMAN_IP })).toEqual(GERMANY);
    expect(await regionShown(app, { "cf-ipcountry": "XX" })).toEqual(INDIA);
  });
});
