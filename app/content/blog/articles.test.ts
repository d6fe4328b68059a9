import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { compileArticle } from "../../../scripts/blog/compile";
import { allTags, articles, postsTagged, relatedTo } from "./articles.server";
import { BLOG_SLUGS, formatPublishDate, tagSlug } from "./posts";

// Publication dates and read times the blog has always shown, per slug.
const PUBLISHED: Record<(typeof BLOG_SLUGS)[number], [string, number]> = {
  "ar-glasses-landscape-3dof-vue-glass": ["2024-01-15", 5],
  "efficient-ar-glasses-startup": ["2024-01-12", 6],
  "vue-glass-safer-smart-device": ["2024-01-10", 7],
  "consumer-reviews-luxid-vue": ["2024-01-08", 4],
  "professionals-commute-ar-experience": ["2024-01-05", 5],
  "blue-light-safety-vue-glass": ["2024-01-03", 8],
  "vulink-connector-uninterrupted-binge-watch-india": ["2024-01-20", 6],
  "opaque-visor-private-screen-technology-india": ["2024-01-22", 7],
  "vuering-finger-controller-ar-glasses-india": ["2024-01-25", 6],
  "luxid-vue-glass-future-wearable-displays-india": ["2024-01-27", 8],
  "3dof-ar-technology-comfort-smart-eyewear-india": ["2024-01-30", 7],
  "apple-3d-decoding-luxid-vue-glass-native-ar-india": ["2024-02-01", 8],
};

describe("the blog's articles", () => {
  test("one Markdown article per slug, newest first", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...BLOG_SLUGS].sort());
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test.each(articles.map((a) => [a.slug, a] as const))("%s: date, computed read time, length", (slug, a) => {
    const [date, minutes] = PUBLISHED[slug as keyof typeof PUBLISHED];
    expect(a.date).toBe(date);
    expect(a.readTime).toBe(`${minutes} min read`);
    expect(a.words).toBeGreaterThanOrEqual(700);
    expect(a.words).toBeLessThanOrEqual(1500);
    expect(a.keywords.length).toBeLessThanOrEqual(3);
    expect(a.headings.length).toBeGreaterThanOrEqual(4);
  });

  test("every article links to the pre-order page with its products", () => {
    for (const a of articles) {
      const body = JSON.stringify(a.body);
      expect(body, a.slug).toMatch(/"href":"\/preorder\?items=glasses/);
      expect(a.products[0], a.slug).toBe("glasses");
    }
  });

  test("headings carry ids and anchor links; raw HTML never reaches the page", () => {
    const compiled = compileArticle(
      `---\ntitle: A test article title\ndescription: ${"x".repeat(60)}\ndate: "2024-01-01"\nkeywords: [a1]\nhero: products/glasses\nheroAlt: Vue Glass render\nproducts: [glasses]\ncta: Pre-Order Now\n---\n\n## First part\n\n<script>alert(1)</script>\n\nCosts :price{product=vuering}.`,
      "test",
    );
    const json = JSON.stringify(compiled.body);
    expect(compiled.headings).toEqual([{ id: "first-part", text: "First part" }]);
    expect(json).toContain('"className":["heading-anchor"]');
    expect(json).not.toContain("script");
    expect(json).toContain('"tagName":"price-tag","properties":{"product":"vuering"}');
  });

  test("the body comes in sections, one per h2, each opening with its heading; what precedes the first stays loose", () => {
    const compiled = compileArticle(
      `---\ntitle: A test article title\ndescription: ${"x".repeat(60)}\ndate: "2024-01-01"\nkeywords: [a1]\nhero: products/glasses\nheroAlt: Vue Glass render\nproducts: [glasses]\ncta: Pre-Order Now\n---\n\nOpening words.\n\n## First part\n\nOne.\n\n### A detail\n\nTwo.\n\n## Second part\n\nThree.`,
      "test",
    );
    const elements = compiled.body.children.filter((n) => n.type === "element");
    expect(elements.map((e) => e.tagName)).toEqual(["p", "section", "section"]);
    const tags = (e: (typeof elements)[number]) =>
      e.children.flatMap((c) => (c.type === "element" ? [c.tagName] : []));
    expect(elements.slice(1).map(tags)).toEqual([
      ["h2", "p", "h3", "p"],
      ["h2", "p"],
    ]);
  });

  test("no article states a delivery date of its own: they say :delivery-start, filled from the setting", () => {
    for (const a of articles) {
      const body = JSON.stringify(a.body);
      expect(body, a.slug).not.toMatch(/September|October|August/);
    }
    const withDirective = articles.filter((a) =>
      JSON.stringify(a.body).includes('"tagName":"delivery-start"'),
    );
    expect(withDirective.length).toBeGreaterThan(0);
  });

  test("a typo in a directive or the frontmatter fails the build", () => {
    const fm = `---\ntitle: A test article title\ndescription: ${"x".repeat(60)}\ndate: "2024-01-01"\nkeywords: [a1]\nhero: products/glasses\nheroAlt: Vue Glass render\nproducts: [glasses]\ncta: Pre-Order Now\n---\n`;
    expect(() => compileArticle(`${fm}:price{product=glass}`, "t")).toThrow(/unknown directive/);
    expect(() => compileArticle(fm.replace("products/glasses", "nope"), "t")).toThrow(/hero/);
  });

  test("keyword filter and related articles", () => {
    expect(postsTagged(tagSlug("3DoF")).map((p) => p.slug)).toEqual([
      "3dof-ar-technology-comfort-smart-eyewear-india",
      "ar-glasses-landscape-3dof-vue-glass",
    ]);
    expect(postsTagged(null)).toHaveLength(12);
    // The filter's first chips are the keywords most articles share.
    const tags = allTags();
    expect(tags[0]).toMatchObject({ count: 2 });
    expect(tags.map((t) => t.count)).toEqual([...tags.map((t) => t.count)].sort((a, b) => b - a));
    expect(tags.reduce((sum, t) => sum + t.count, 0)).toBe(articles.flatMap((a) => a.keywords).length);
    const related = relatedTo(articles.find((a) => a.slug === "ar-glasses-landscape-3dof-vue-glass")!);
    expect(related.map((p) => p.slug)).toContain("3dof-ar-technology-comfort-smart-eyewear-india");
    expect(related).toHaveLength(3);
  });

  test("dates read as long US-English dates", () => {
    expect(formatPublishDate("2024-01-15")).toBe("January 15, 2024");
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (const iso of [...articles.map((a) => a.date), "2025-12-01", "2026-09-30"]) {
      expect(formatPublishDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  test("only articles live beside the compiler's output", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const md = readdirSync(dir).filter((f) => f.endsWith(".md"));
    expect(md).toHaveLength(12);
    for (const f of md) expect(readFileSync(path.join(dir, f), "utf8")).toMatch(/^---\n/);
  });
});
