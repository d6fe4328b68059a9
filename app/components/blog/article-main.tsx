import { use } from "react";
import type { ProductId } from "~/content/catalogue";
import type { ArticleHeading } from "~/content/blog/article";
import { articleBody } from "~/content/blog/article-bodies";
import { AboutLuxid, ArticleCta, TableOfContents } from "./article-aside";
import { ArticleBody } from "./article-body";

/** The reading part of an article: contents (for long ones), body, its call to action, the About blurb. */
export function ArticleMain({
  slug,
  headings,
  withToc,
  cta,
  products,
}: {
  slug: string;
  headings: ArticleHeading[];
  withToc: boolean;
  cta: string;
  products: ProductId[];
}) {
  // Not page data: the article's own module (article-bodies.ts).
  const body = use(articleBody(slug));
  return (
    <>
      {withToc && <TableOfContents headings={headings} />}
      <ArticleBody body={body} />
      <ArticleCta label={cta} products={products} />
      <AboutLuxid />
    </>
  );
}
