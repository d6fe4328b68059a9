import Parser from "rss-parser";
import { describe, expect, test } from "vitest";
import { summaries } from "~/content/blog/articles.server";
import routes from "~/routes";
import { atomXml, rssXml, sitemapXml } from "./feeds";
import { sitemapEntries } from "./sitemap.server";

const SITE = "https://luxid.example";

/** Every path of the route config, flattened (no layouts are used, but nest anyway). */
function routePaths(list: readonly { path?: string; index?: boolean; children?: unknown[] }[]): string[] {
  return list.flatMap((r) => [
    r.index ? "/" : `/${r.path ?? ""}`,
    ...routePaths((r.children ?? []) as typeof list),
  ]);
}

// Machine endpoints, the operator console, the catch-all, the payment return and sandbox pages and the parametrised article route
// (covered by the articles themselves) are not pages to index.
const NOT_PUBLIC =
  /^\/(api\/|admin(\/|$)|payment-callback$|payment-sandbox$|sitemap\.xml$|robots\.txt$|blog\/(rss|atom)\.xml$|\*$)|:/;

describe("sitemap.xml", () => {
  const xml = sitemapXml(SITE, sitemapEntries());
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  test("lists every public route of app/routes.ts", () => {
    const publicPaths = routePaths(routes).filter((p) => !NOT_PUBLIC.test(p));
    expect(publicPaths.length).toBeGreaterThan(20);
    for (const path of publicPaths) expect(locs).toContain(`${SITE}${path}`);
  });

  test("lists all 12 articles with their lastmod", () => {
    for (const p of summaries) {
      expect(xml).toContain(`<url><loc>${SITE}/blog/${p.slug}</loc><lastmod>${p.updated}</lastmod></url>`);
    }
    expect(locs.filter((l) => l?.startsWith(`${SITE}/blog/`))).toHaveLength(12);
  });
});

describe("feeds", () => {
  const parser = new Parser();

  test("RSS 2.0 parses with a feed parser and lists the 12 articles, newest first", async () => {
    const feed = await parser.parseString(rssXml(SITE, summaries));
    expect(feed.title).toBe("Luxid Blog");
    expect(feed.link).toBe(`${SITE}/blog`);
    expect(feed.items).toHaveLength(12);
    const first = feed.items[0]!;
    expect(first.title).toBe(summaries[0]!.title);
    expect(first.link).toBe(`${SITE}/blog/${summaries[0]!.slug}`);
    expect(first.contentSnippet).toBe(summaries[0]!.description);
    expect(new Date(first.isoDate!).toISOString().slice(0, 10)).toBe(summaries[0]!.date);
    for (const item of feed.items) expect(item.link).toMatch(/^https:\/\/luxid\.example\/blog\/[a-z0-9-]+$/);
  });

  test("Atom parses too and carries the same items", async () => {
    const feed = await parser.parseString(atomXml(SITE, summaries));
    expect(feed.items.map((i) => i.title)).toEqual(summaries.map((p) => p.title));
    expect(feed.items.map((i) => i.link)).toEqual(summaries.map((p) => `${SITE}/blog/${p.slug}`));
  });

  test("titles with markup characters stay text", async () => {
    const odd = { ...summaries[0]!, title: `Q&A: "3D" <vs> 2D` };
    const feed = await parser.parseString(rssXml(SITE, [odd]));
    expect(feed.items[0]!.title).toBe(`Q&A: "3D" <vs> 2D`);
  });
});
