import { describe, expect, test } from "vitest";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";
import { refusedStart, startServerProcess } from "../support/server-process";

/** A response's header lines on the wire: `name: value` and CRLF each (what Lighthouse counts). */
function headerBytes(res: Response): number {
  let bytes = 0;
  res.headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return bytes;
}

describe.each(engines())("server on $name", (engine) => {
  let app: TestApp;
  shopForBlock(engine, {}, (shop) => ({ app } = shop));

  test("health and readiness", async () => {
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: engine.name, payments: "sandbox" });
  });

  test("readiness checks at once share one query on the probe's connection, never queue several on it", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`${app.url}/readyz`)));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      // Let a warning emitted on the next tick arrive.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  test("HTML rendered per request carries a nonce CSP without unsafe-inline scripts, and every inline script has the nonce", async () => {
    // A cookie keeps the request out of the page cache (stored pages use hashes: page-cache.test.ts).
    const perRequest = { headers: { cookie: "theme=dark" } };
    const res = await fetch(`${app.url}/terms`, perRequest);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc).not.toContain("unsafe-inline");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Razorpay is not configured, so its hosts are not allowed.
    expect(csp).not.toContain("razorpay");

    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);

    // A fresh nonce per response.
    const again = await fetch(`${app.url}/terms`, perRequest);
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  /** A page of islands: no module preload, no script file, one inline loader that imports the boot after the paint. */
  function expectIslandsBootAfterPaint(html: string, path: string) {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toContain("modulepreload");
    expect(head, path).toMatch(/<link[^>]*rel="stylesheet"/);
    // No script file in the HTML: one inline module script imports the boot once the first
    // contentful paint is reported.
    expect(html, path).not.toMatch(/<script[^>]*\bsrc=/);
    const modules = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(modules, path).toHaveLength(1);
    const body = modules[0]![1]!;
    const paint = body.indexOf('getEntriesByName("first-contentful-paint")');
    expect(paint, path).toBeGreaterThan(-1);
    expect(body.search(/import\("\/assets\/islands\/live-boot-[\w-]+\.js"\);/), path).toBeGreaterThan(paint);
    // React DOM is preloaded beside the boot (ADR 039), after the paint too.
    expect(body.search(/"\/assets\/islands\/react-dom-[\w-]+\.js"/), path).toBeGreaterThan(paint);
    expect(body.indexOf('"modulepreload"'), path).toBeGreaterThan(paint);
    // At low priority, with each island's own code (ADR 041): Lighthouse counts no script for the paint.
    expect(body.indexOf('link.fetchPriority = "low"'), path).toBeGreaterThan(paint);
    expect(body, path).toMatch(/"add-to-cart":\["\/assets\/islands\/add-to-cart\.island-[\w-]+\.js"\]/);
    // React Router's client is in no page (ADR 035).
    expect(html, path).not.toContain("__reactRouterRouteModules");
    expect(html, path).not.toContain("__reactRouterContext");
  }

  test("a page of live islands preloads no JavaScript and requests its boot only after the first paint (ADR 027, 034)", async () => {
    for (const path of ["/", "/store/vuering"]) {
      const html = await (await fetch(`${app.url}${path}`)).text();
      expectIslandsBootAfterPaint(html, path);
      // The hero image's preload stays.
      expect(html.slice(0, html.indexOf("</head>"))).toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
    }
  });

  test("the payment pages are islands pages too: no React Router in the browser (ADR 033)", async () => {
    const callback = await (await fetch(`${app.url}/payment-callback`)).text();
    const sandbox = await (await fetch(`${app.url}/payment-sandbox`)).text();
    expectIslandsBootAfterPaint(callback, "/payment-callback");
    expectIslandsBootAfterPaint(sandbox, "/payment-sandbox");
    expect(callback).toContain('data-live-island="payment-callback"');
    expect(callback).toContain("Verifying your payment…");
  });

  test("an unknown path is a 404 with the not-found page", async () => {
    const res = await fetch(`${app.url}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('content="noindex"');
    expect(html).toContain('href="/sitemap.xml"');
  });

  test("an unknown blog post is a 404", async () => {
    expect((await fetch(`${app.url}/blog/not-a-post`)).status).toBe(404);
  });

  test("hashed assets are immutable and served precompressed", async () => {
    // The stylesheet: on every page, and big enough to be precompressed (no page has a script
    // file in its HTML any more, ADR 035).
    const html = await (await fetch(`${app.url}/terms`)).text();
    const asset = /\/assets\/app-[\w-]+\.css/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${app.url}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("text/css");
    // A stylesheet is no document: it keeps nosniff and CORP, and none of the document headers, which
    // every asset of a first load would otherwise carry (Lighthouse counts header bytes).
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of ["content-security-policy", "permissions-policy", "x-frame-options", "etag"]) {
      expect(res.headers.get(name), name).toBeNull();
    }
    expect(headerBytes(res)).toBeLessThan(400);
  });

  test("the console's pages link the console's sheet, every other page the shop's (ADR 037)", async () => {
    const sheets = async (path: string) =>
      [
        ...(await (await fetch(`${app.url}${path}`)).text()).matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g),
      ].map(([link]) => /\/assets\/(\w+)-[\w-]+\.css/.exec(link)?.[1]);
    // Sign-in, and an unknown /admin path (the console's frame around the not-found page).
    expect(await sheets("/admin")).toEqual(["console"]);
    expect(await sheets("/admin/no-such-page")).toEqual(["console"]);
    for (const path of ["/", "/about", "/preorder", "/no-such-page"])
      expect(await sheets(path), path).toEqual(["app"]);
  });

  test("the landing page's own rules are in its head, after the app's sheet, and it still fits the first TCP window", async () => {
    const res = await fetch(`${app.url}/`, { headers: { "accept-encoding": "br" } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const sheet = head.search(/<link[^>]*rel="stylesheet"[^>]*app-[\w-]+\.css/);
    const rules = head.search(/<style[^>]*>[^]*?\.carousel-slide\{/);
    expect(sheet).toBeGreaterThan(-1);
    expect(rules).toBeGreaterThan(sheet);
    // A second render-blocking request would be a round trip on a new connection before the first
    // paint; inline, the rules cost only if the document outgrows 10 × 1 460 bytes (ADR 034).
    const body = Number(res.headers.get("content-length")); // the brotli bytes (fetch decodes the body)
    expect(body).toBeGreaterThan(5_000);
    expect(body + headerBytes(res) + "HTTP/1.1 200 OK\r\n\r\n".length).toBeLessThan(14_600);
  });

  test("HTML is compressed", async () => {
    const res = await fetch(`${app.url}/terms`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  test("sitemap and robots", async () => {
    const sitemap = await fetch(`${app.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>http://localhost:3000/terms</loc>");
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  test("oversized bodies are refused with 413", async () => {
    const res = await fetch(`${app.url}/api/payments/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(100 * 1024),
    });
    expect(res.status).toBe(413);
  });

  test("cross-site posts are refused", async () => {
    const res = await fetch(`${app.url}/api/payments/verify`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});

// Each test boots a real server process (build import, database, migrations): slow on a busy machine.
describe("process lifecycle", { timeout: 120_000 }, () => {
  test("a bad environment value stops start-up with a message naming the variable", async () => {
    const { code, stderr } = await refusedStart({ PORT: "not-a-port", DATA_DIR: "memory://" });
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  });

  test("SIGTERM drains and exits 0", async () => {
    const server = await startServerProcess({ DATA_DIR: "memory://", LOG_LEVEL: "info" }, undefined, {
      stdout: "pipe",
    });
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
