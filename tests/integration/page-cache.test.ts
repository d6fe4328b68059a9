import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { preorders } from "../../db/schema";
import { startApp, type TestApp } from "../support/app";
import { newPreorder } from "../support/http";

/** The bytes of a response exactly as sent, without fetch's transparent decoding. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Every inline script a browser would run, hashed the way CSP hashes it. */
function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = ""]) => !attrs.includes("src=") && !attrs.includes('type="application/ld+json"'))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return [...new Set(hashes)].sort();
}

function scriptSrc(csp: string | null): string[] {
  const directive = (csp ?? "").split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  return directive.trim().split(/\s+/).slice(1);
}

const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

describe("page cache without a country header", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", TRUST_PROXY: "true" });
  });
  afterAll(() => app?.close());

  test("a stored page is byte-identical in content to a fresh per-request render for the same region", async () => {
    const first = await rawGet(`${app.url}/features`);
    const stored = await rawGet(`${app.url}/features`);
    expect(stored.body.equals(first.body)).toBe(true);
    // A request with a cookie is never served from the store: rendered now, with a nonce. A crawler
    // gets the complete document in one piece, as the store renders it (visitors get it streamed).
    const fresh = await rawGet(`${app.url}/features`, {
      cookie: "theme=dark",
      "user-agent": "Googlebot/2.1",
    });
    expect(fresh.headers["cache-control"]).toBe("private, no-store");
    expect(fresh.headers.etag).toBeUndefined();
    expect(scriptSrc(String(fresh.headers["content-security-policy"])).join(" ")).toMatch(/'nonce-/);
    expect(withoutNonces(fresh.body.toString("utf8"))).toBe(withoutNonces(stored.body.toString("utf8")));
  });

  test("stored pages are precompressed, revalidate with a strong ETag, and may be kept only by the browser", async () => {
    const plain = await rawGet(`${app.url}/faq`);
    const br = await rawGet(`${app.url}/faq`, { "accept-encoding": "br, gzip" });
    const gz = await rawGet(`${app.url}/faq`, { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await rawGet(`${app.url}/faq`, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Without a trusted country header the region comes from the client address: no shared cache.
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  test("the CSP of a stored page allows exactly its inline scripts: no nonce, no unsafe-inline", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${app.url}/`);
      const html = await res.text();
      const sources = scriptSrc(res.headers.get("content-security-policy"));
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      expect(sources.filter((s) => s !== "'self'").sort()).toEqual(hashes);
      expect(sources.join(" ")).not.toMatch(/nonce|unsafe/);
      // Stylesheet links carry an empty nonce (styles are not nonce-checked); no script has one.
      expect(html).not.toMatch(/nonce="[^"]/);
    }
  });

  test("a page sent without scripts runs only its three inline scripts (the #contact line, the cart badge's, the page script), and its CSP allows exactly those", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${app.url}/terms`);
      const html = await res.text();
      // No React Router boot, no module script, no route data: nothing hydrates.
      expect(html).not.toMatch(/type="module"|__reactRouterContext|modulepreload/);
      const hashes = inlineScriptHashes(html);
      expect(hashes).toHaveLength(3);
      const sources = scriptSrc(res.headers.get("content-security-policy"));
      expect(sources.filter((s) => s !== "'self'").sort()).toEqual(hashes);
      expect(sources.join(" ")).not.toMatch(/nonce|unsafe/);
    }
  });

  test("regions never mix: each visitor gets the page in their own currency", async () => {
    const us = { "x-forwarded-for": "8.8.8.8" };
    const india = { "x-forwarded-for": "49.36.0.1" };
    for (let round = 0; round < 2; round++) {
      const usHtml = (await rawGet(`${app.url}/`, us)).body.toString("utf8");
      const inHtml = (await rawGet(`${app.url}/`, india)).body.toString("utf8");
      expect(usHtml).toContain("$349");
      expect(usHtml).not.toContain("₹");
      expect(inHtml).toContain("₹27,999");
      expect(inHtml).not.toContain("$349");
    }
  });

  test("personal pages and the payment callback are never stored", async () => {
    for (const path of ["/admin", "/Admin", "/admin/preorders", "/orders/LX-ABC234", "/payment-callback"]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("etag"), path).toBeNull();
    }
  });

  test("another spelling of a path is redirected to the one the cache keys on, never rendered again", async () => {
    for (const [spelt, canonical] of [
      ["/f%61q", "/faq"],
      ["/%66%61%71", "/faq"],
      ["/store/vu%65ring", "/store/vuering"],
      ["/%61dmin", "/admin"],
    ]) {
      const res = await fetch(`${app.url}${spelt}`, { redirect: "manual" });
      expect(res.status, spelt).toBe(301);
      expect(res.headers.get("location"), spelt).toBe(canonical);
      expect(res.headers.get("etag"), spelt).toBeNull();
      expect(res.headers.get("cache-control"), spelt).toBe("private, no-store");
    }
  });

  test("the order page reached by another spelling keeps its private, unindexed headers", async () => {
    const { id } = await newPreorder(app);
    const [row] = await app.running.services.database.db
      .select({ reference: preorders.reference })
      .from(preorders)
      .where(eq(preorders.id, id));
    const canonical = app.running.services.orderLinks.path(row!.reference);
    const spelt = canonical.replace("/orders/", "/%6Frders/");
    const redirect = await fetch(`${app.url}${spelt}`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    // The token travels on in the query, and the redirect is stored nowhere.
    expect(redirect.headers.get("location")).toBe(canonical);
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");
    const page = await fetch(`${app.url}${spelt}`);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${app.url}${canonical}`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
  });

  test("query strings, client navigations and HEAD take the right paths", async () => {
    const query = await fetch(`${app.url}/preorder?items=vuering`);
    expect(query.status).toBe(200);
    expect(query.headers.get("etag")).toBeNull();
    // Other spellings of a path are rendered per request: they cannot fill the store.
    const shouted = await fetch(`${app.url}/FEATURES`);
    expect(shouted.status).toBe(200);
    expect(shouted.headers.get("etag")).toBeNull();
    const data = await fetch(`${app.url}/features.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("etag")).toBeNull();
    const head = await rawGet(`${app.url}/terms`, { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    const headOnly = await fetch(`${app.url}/terms`, {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(headOnly.headers.get("etag")).toBe(head.headers.etag);
  });
});

describe("page cache with a trusted country header", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: "memory://", COUNTRY_HEADER: "cf-ipcountry" });
  });
  afterAll(() => app?.close());

  test("a CDN may keep the page, varying on the country header, and currencies never mix", async () => {
    for (let round = 0; round < 2; round++) {
      const [de, inr, us] = await Promise.all(
        ["DE", "IN", "US"].map((country) =>
          fetch(`${app.url}/store`, { headers: { "cf-ipcountry": country } }),
        ),
      );
      for (const res of [de, inr, us]) {
        expect(res?.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
        expect(res?.headers.get("vary")).toBe("Accept-Encoding, cf-ipcountry");
      }
      const [deHtml, inHtml, usHtml] = await Promise.all([de, inr, us].map((r) => r!.text()));
      expect(deHtml).toContain("€");
      expect(deHtml).not.toMatch(/₹|\$\d/);
      expect(inHtml).toContain("₹");
      expect(inHtml).not.toMatch(/€|\$\d/);
      expect(usHtml).toMatch(/\$\d/);
      expect(usHtml).not.toMatch(/€|₹/);
      expect(new Set([de, inr, us].map((r) => r!.headers.get("etag"))).size).toBe(3);
    }
  });
});
