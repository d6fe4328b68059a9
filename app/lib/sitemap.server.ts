import { summaries } from "~/content/blog/articles.server";
import { STATIC_PAGES } from "~/content/sitemap";
import type { SitemapEntry } from "./feeds";

/** Every public page: the static pages, then each article, with the date it last changed. */
export function sitemapEntries(): SitemapEntry[] {
  const newest = summaries[0]?.updated;
  return [
    ...STATIC_PAGES.map((path) => (path === "/blog" && newest ? { path, lastmod: newest } : { path })),
    ...summaries.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated })),
  ];
}
