import { describe, expect, test } from "vitest";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";

/** The JSON-LD blocks of an HTML page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

describe.each(engines())("store on $name", (engine) => {
  let app: TestApp;
  // A trusted CDN country header stands in for the visitor's location.
  shopForBlock(engine, { COUNTRY_HEADER: "cf-ipcountry" }, (shop) => ({ app } = shop));

  async function page(path: string, country: string) {
    const res = await fetch(`${app.url}${path}`, { headers: { "cf-ipcountry": country } });
    return { status: res.status, html: await res.text() };
  }

  test("the store listing is priced in the visitor's currency in the first HTML", async () => {
    const india = await page("/store", "IN");
    expect(india.status).toBe(200);
    expect(india.html).toContain("₹27,999");
    expect(india.html).toContain("₹6,999"); // VueRING's struck-through was-price

    const germany = await page("/store", "DE");
    expect(germany.html).toContain("€349");
    expect(germany.html).toContain("€34.99");
    expect(germany.html).not.toContain("₹");

    const usa = await page("/store", "US");
    expect(usa.html).toContain("$89");
    expect(usa.html).not.toContain("₹");
  });

  test("a product page's Offer carries the visitor's price and currency", async () => {
    for (const [country, price, currency] of [
      ["IN", "4999.00", "INR"],
      ["FR", "89.00", "EUR"],
      ["US", "89.00", "USD"],
    ] as const) {
      const { status, html } = await page("/store/vuering", country);
      expect(status).toBe(200);
      const product = structuredData(html).find((d) => d["@type"] === "Product");
      expect(product).toMatchObject({
        name: "VueRING",
        offers: { price, priceCurrency: currency, availability: "https://schema.org/PreOrder" },
      });
    }
    const visor = structuredData((await page("/store/vue-visor", "US")).html).find(
      (d) => d["@type"] === "Product",
    );
    expect(visor).toMatchObject({
      offers: { price: "34.99", priceCurrency: "USD", availability: "https://schema.org/PreOrder" },
    });
  });

  test("the manual is a PDF that only our own pages may frame", async () => {
    const res = await fetch(`${app.url}/manuals/vuering-manual.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
