import { use } from "react";
import type { ProductId } from "~/content/catalogue";
import type { ArticleHeading } from "~/content/blog/article";
import { articleBody } from "~/content/blog/article-bodies";
import { AboutLuxid, ArticleCta, TableOfContents } from "./article-aside";
import { ArticleBody } from "./article-body";

/** What the reading part needs of an article: all but its body, which it loads itself. */
interface ArticleText {
  slug: string;
  headings: ArticleHeading[];
  words: number;
  cta: string;
  products: ProductId[];
}

/** Articles at least this long, in at least four sections, get a table of contents. */
const TOC_MIN_WORDS = 900;

/** The reading part of an article: contents (for long ones), body, its call to action, the About blurb. */
export function ArticleMain({ post }: { post: ArticleText }) {
  // Not page data: the article's own module (article-bodies.ts).
  const body = use(articleBody(post.slug));
  const withToc = post.words >= TOC_MIN_WORDS && post.headings.length >= 4;
  return (
    <>
      {withToc && <TableOfContents headings={post.headings} />}
      <ArticleBody body={body} />
      <ArticleCta label={post.cta} products={post.products} />
      <AboutLuxid />
    </>
  );
}
