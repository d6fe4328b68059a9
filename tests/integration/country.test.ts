import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "./support/app";
import { answerHeaders } from "./support/http";

// Addresses from well-known national allocations: Deutsche Telekom, Google US, Reliance Jio.
const GERMAN_IP = "80.156.0.1";
const US_IP = "8.8.8.8";
const INDIAN_IP = "49.36.0.1";

const INDIA = {
  country: "IN",
  currency: "INR",
  currencySign: "₹",
  totalPrice: 27999,
  preOrderPrice: 5600,
  remainingPrice: 22399,
};
const GERMANY = {
  country: "DE",
  currency: "EUR",
  currencySign: "€",
  totalPrice: 349,
  preOrderPrice: 70,
  remainingPrice: 279,
};
const USA = {
  country: "US",
  currency: "USD",
  currencySign: "$",
  totalPrice: 349,
  preOrderPrice: 70,
  remainingPrice: 279,
};

async function countryInfo(app: TestApp, headers: Record<string, string>) {
  const res = await fetch(`${app.url}/api/country-info`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("private");
  return (await res.json()) as unknown;
}

describe("with TRUST_PROXY", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", TRUST_PROXY: "true" });
  });
  afterAll(() => app.close());

  test("X-Forwarded-For decides the country", async () => {
    expect(await countryInfo(app, { "x-forwarded-for": GERMAN_IP })).toEqual(GERMANY);
    expect(await countryInfo(app, { "x-forwarded-for": US_IP })).toEqual(USA);
    expect(await countryInfo(app, { "x-forwarded-for": INDIAN_IP })).toEqual(INDIA);
  });

  test("private and loopback addresses are India", async () => {
    expect(await countryInfo(app, { "x-forwarded-for": "10.1.2.3" })).toEqual(INDIA);
    expect(await countryInfo(app, {})).toEqual(INDIA);
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
    expect(await countryInfo(app, { "x-forwarded-for": US_IP })).toEqual(INDIA);
  });
});

describe("with COUNTRY_HEADER", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", TRUST_PROXY: "true", COUNTRY_HEADER: "cf-ipcountry" });
  });
  afterAll(() => app.close());

  test("the CDN header decides, over the address", async () => {
    expect(await countryInfo(app, { "cf-ipcountry": "DE", "x-forwarded-for": US_IP })).toEqual(GERMANY);
    expect(await countryInfo(app, { "cf-ipcountry": "US" })).toEqual(USA);
    const res = await fetch(`${app.url}/api/country-info`, { headers: { "cf-ipcountry": "US" } });
    expect(res.headers.get("vary")?.toLowerCase()).toContain("cf-ipcountry");
  });

  test("/api/country-info (answered ahead of the page stack) matches the route's own answer, header for header", async () => {
    const ask = (path: string, method = "GET") =>
      fetch(`${app.url}${path}`, {
        method,
        headers: { "cf-ipcountry": "DE", "accept-encoding": "identity" },
      });
    // A trailing slash is the same route to React Router, but not to the early answer.
    const [fast, routed] = await Promise.all([ask("/api/country-info"), ask("/api/country-info/")]);
    expect(fast.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(await fast.json()).toEqual(await routed.json());
    // The early answer is never compressed (about 120 bytes), so it does not vary by encoding.
    const headers = (res: Response) => {
      const answer = answerHeaders(res);
      if (answer.vary !== undefined) {
        answer.vary = answer.vary
          .split(/,\s*/)
          .filter((v) => v.toLowerCase() !== "accept-encoding")
          .join(", ");
      }
      return answer;
    };
    expect(headers(fast)).toEqual(headers(routed));
    expect(fast.headers.get("content-security-policy")).not.toContain("nonce");
    expect(fast.headers.get("content-encoding")).toBeNull();
    expect(fast.headers.get("content-security-policy")).toContain("script-src 'self'");
    const head = await ask("/api/country-info", "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  test("an unknown-country header falls back to the address, then India", async () => {
    expect(await countryInfo(app, { "cf-ipcountry": "XX", "x-forwarded-for": GERMAN_IP })).toEqual(GERMANY);
    expect(await countryInfo(app, { "cf-ipcountry": "XX" })).toEqual(INDIA);
  });
});
