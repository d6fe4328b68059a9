/**
 * The compiled articles (one Markdown file each, compiled at build time) and the listings made
 * from them. Server-only: the page data carries what a page needs, never the whole blog.
 */
import type { ProductId } from "~/content/catalogue";
import type { ArticleHeading, CompiledArticle, PostSummary } from "./article";

export type { PostSummary };
import { BLOG_SLUGS, readTimeOf, tagSlug } from "./posts";

const modules = import.meta.glob<CompiledArticle>("./*.md", { eager: true, import: "default" });

export interface Article extends PostSummary {
  body: CompiledArticle["body"];
  headings: ArticleHeading[];
  words: number;
  products: ProductId[];
  cta: string;
}

function toArticle(a: CompiledArticle): Article {
  const f = a.frontmatter;
  return {
    slug: a.slug,
    title: f.title,
    description: f.description,
    date: f.date,
    updated: f.updated ?? f.date,
    readTime: readTimeOf(a.words),
    keywords: f.keywords,
    hero: f.hero,
    heroAlt: f.heroAlt,
    body: a.body,
    headings: a.headings,
    words: a.words,
    products: f.products,
    cta: f.cta,
  };
}

/** Every article, newest first. */
export const articles: readonly Article[] = Object.values(modules)
  .map(toArticle)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

const missing = BLOG_SLUGS.filter((slug) => !articles.some((a) => a.slug === slug));
if (missing.length > 0 || articles.length !== BLOG_SLUGS.length)
  throw new Error(`The blog's Markdown files and its slug list differ (missing: ${missing.join(", ")})`);

function summaryOf(a: Article): PostSummary {
  const { slug, title, description, date, updated, readTime, keywords, hero, heroAlt } = a;
  return { slug, title, description, date, updated, readTime, keywords, hero, heroAlt };
}

export const summaries: readonly PostSummary[] = articles.map(summaryOf);

export function findArticle(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

/**
 * Every keyword in use, with its URL form and how many articles carry it: the most used first,
 * then in order of first appearance (newest first).
 */
export function allTags(): { tag: string; label: string; count: number }[] {
  const seen = new Map<string, { tag: string; label: string; count: number }>();
  for (const a of articles)
    for (const k of a.keywords) {
      const tag = tagSlug(k);
      const entry = seen.get(tag) ?? { tag, label: k, count: 0 };
      entry.count++;
      seen.set(tag, entry);
    }
  // Array.prototype.sort is stable, so equal counts keep the order of first appearance.
  return [...seen.values()].sort((a, b) => b.count - a.count);
}

/** The newest-first list, narrowed to one keyword when `tag` is given. */
export function postsTagged(tag: string | null): PostSummary[] {
  return summaries.filter((p) => !tag || p.keywords.some((k) => tagSlug(k) === tag));
}

/** Up to `count` other articles, most shared keywords and products first, then nearest in date. */
export function relatedTo(article: Article, count = 3): PostSummary[] {
  const score = (o: Article) =>
    o.keywords.filter((k) => article.keywords.some((m) => tagSlug(m) === tagSlug(k))).length * 2 +
    o.products.filter((p) => p !== "glasses" && article.products.includes(p)).length * 3;
  const distance = (o: Article) => Math.abs(Date.parse(o.date) - Date.parse(article.date));
  return articles
    .filter((o) => o.slug !== article.slug)
    .sort((a, b) => score(b) - score(a) || distance(a) - distance(b))
    .slice(0, count)
    .map(summaryOf);
}

/** The older and newer neighbours in publication order. */
export function neighbours(article: Article): { older?: PostSummary; newer?: PostSummary } {
  const i = articles.indexOf(article);
  const older = articles[i + 1];
  const newer = articles[i - 1];
  return { older: older && summaryOf(older), newer: newer && summaryOf(newer) };
}
