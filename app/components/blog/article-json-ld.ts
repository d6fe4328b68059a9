import type { PostSummary } from "~/content/blog/article";
import { SITE_NAME } from "~/content/site";

/** The article's structured data: the posting itself and its place under Home and Blog. */
export function articleJsonLd(post: PostSummary & { words: number }, siteUrl: string) {
  const url = `${siteUrl}/blog/${post.slug}`;
  const organisation = { "@type": "Organization", name: SITE_NAME, url: siteUrl };
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updated,
      image: [`${siteUrl}/og/blog-${post.slug}.png`],
      author: organisation,
      publisher: { ...organisation, logo: { "@type": "ImageObject", url: `${siteUrl}/icons/icon-512.png` } },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      keywords: post.keywords.join(", "),
      wordCount: post.words,
      inLanguage: "en-IN",
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
        { "@type": "ListItem", position: 3, name: post.title, item: url },
      ],
    },
  ];
}
