/** XML documents for crawlers and feed readers: sitemap.xml, the blog's RSS 2.0 and Atom feeds. */
import type { PostSummary } from "~/content/blog/article";
import { SITE_NAME } from "~/content/site";

function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string;
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const FEED_TITLE = `${SITE_NAME} Blog`;
const FEED_DESCRIPTION = "AR glasses, healthier screen time and the future of wearable displays in India.";

const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** RSS 2.0, newest first, with absolute links. */
export function rssXml(siteUrl: string, posts: readonly PostSummary[]): string {
  const items = posts
    .map((p) => {
      const link = `${siteUrl}/blog/${p.slug}`;
      return [
        "    <item>",
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(p.description)}</description>`,
        `      <pubDate>${rfc822(p.date)}</pubDate>`,
        ...p.keywords.map((k) => `      <category>${escapeXml(k)}</category>`),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const newest = posts[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(FEED_TITLE)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <description>${escapeXml(FEED_DESCRIPTION)}</description>
    <language>en-in</language>
    <atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

/** Atom 1.0, the same items. */
export function atomXml(siteUrl: string, posts: readonly PostSummary[]): string {
  const stamp = (iso: string) => `${iso}T00:00:00Z`;
  const entries = posts
    .map((p) => {
      const link = `${siteUrl}/blog/${p.slug}`;
      return `  <entry>
    <title>${escapeXml(p.title)}</title>
    <link href="${escapeXml(link)}"/>
    <id>${escapeXml(link)}</id>
    <published>${stamp(p.date)}</published>
    <updated>${stamp(p.updated)}</updated>
    <summary>${escapeXml(p.description)}</summary>
${p.keywords.map((k) => `    <category term="${escapeXml(k)}"/>`).join("\n")}
  </entry>`;
    })
    .join("\n");
  const updated = posts.reduce((max, p) => (p.updated > max ? p.updated : max), "1970-01-01");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
  <title>${escapeXml(FEED_TITLE)}</title>
  <subtitle>${escapeXml(FEED_DESCRIPTION)}</subtitle>
  <link href="${escapeXml(`${siteUrl}/blog`)}"/>
  <link rel="self" href="${escapeXml(`${siteUrl}/blog/atom.xml`)}"/>
  <id>${escapeXml(`${siteUrl}/blog`)}</id>
  <updated>${stamp(updated)}</updated>
  <author><name>${escapeXml(SITE_NAME)}</name></author>
${entries}
</feed>
`;
}

/** An XML response that caches like the other crawler files. */
export function xmlResponse(body: string, type = "application/xml"): Response {
  return new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=3600" },
  });
}
