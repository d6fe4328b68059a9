/**
 * The shape of a compiled blog article. The Markdown files beside this one are compiled at build
 * time (scripts/blog/compile.ts, wired in as a Vite plugin): importing `./slug.md` yields a
 * `CompiledArticle`, with the body as a HAST tree that React renders element by element.
 */
import type { Root } from "hast";
import type { MediaName } from "~/content/media-manifest";
import type { ProductId } from "~/content/catalogue";

interface ArticleFrontmatter {
  title: string;
  /** Meta description, card excerpt and feed summary. */
  description: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  /** ISO date of the last substantive edit; defaults to `date`. */
  updated?: string;
  /** At most three, shown on the card and usable as `/blog?tag=`. */
  keywords: string[];
  hero: MediaName;
  heroAlt: string;
  /** Products the article is about: the related-products strip and the CTA's `items`. */
  products: ProductId[];
  /** The call to action under the body, e.g. "Pre-Order Vue Glass + VuLink". */
  cta: string;
}

export interface ArticleHeading {
  id: string;
  text: string;
}

export interface CompiledArticle {
  slug: string;
  frontmatter: ArticleFrontmatter;
  /** The body, without positions; `price-tag` elements stand for catalogue prices. */
  body: Root;
  /** The second-level headings, for the table of contents. */
  headings: ArticleHeading[];
  /** Words of body text, for the read time. */
  words: number;
}

/** What a card, a feed item or a sitemap entry needs. */
export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
  updated: string;
  /** "6 min read", computed from the words. */
  readTime: string;
  keywords: string[];
  hero: MediaName;
  heroAlt: string;
}
