import type { MetaDescriptor } from "react-router";
import { rootDataFrom } from "./root-data";
import { SITE_NAME } from "~/content/site";

export interface PageSeo {
  /** The page's own title; the site name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  fullTitle?: boolean;
  noindex?: boolean;
  ogType?: "website" | "article" | "product";
  /** Absolute path of the Open Graph image. */
  image?: string;
  /** Canonical path when this URL duplicates another page. */
  canonicalPath?: string;
  extra?: MetaDescriptor[];
}

export interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site URL from the root loader, so canonical links follow PUBLIC_SITE_URL. */
function siteUrlFrom(matches: MetaArgsLike["matches"]): string {
  return rootDataFrom(matches)?.config.siteUrl ?? "";
}

/** Title, description, canonical link and social tags for a page. */
export function pageMeta(args: MetaArgsLike, seo: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches);
  const url = `${siteUrl}${seo.canonicalPath ?? args.location.pathname}`;
  const title = seo.fullTitle ? seo.title : `${seo.title} | ${SITE_NAME}`;
  const image = `${siteUrl}${seo.image ?? "/og/default.png"}`;
  return [
    { title },
    { name: "description", content: seo.description },
    ...(seo.noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    ...(seo.extra ?? []),
  ];
}

/** The meta export of a page whose words do not depend on its loader data. */
export function staticPageMeta(seo: PageSeo): (args: MetaArgsLike) => MetaDescriptor[] {
  return (args) => pageMeta(args, seo);
}

/** Serialises JSON-LD safely for a <script> element (no "</script>" break-out). */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
