import { data } from "react-router";
import { ArticleMain } from "~/components/blog/article-main";
import { PrevNext, RelatedArticles, RelatedProducts } from "~/components/blog/article-aside";
import { ArticleHeader } from "~/components/blog/article-header";
import { articleJsonLd } from "~/components/blog/article-json-ld";
import { JsonLd } from "~/components/json-ld";
import { ResponsiveImage } from "~/components/responsive-image";
import { findArticle, neighbours, relatedTo } from "~/content/blog/articles.server";
import { SITE_NAME } from "~/content/site";
import { servicesContext } from "~/context.server";
import { mediaPreload } from "~/lib/media";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/post";

const HERO_SIZES = "(min-width: 896px) 848px, 100vw";

/** An article only shows content; its share menu is a `<details>`: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return [];
  return pageMeta(args, {
    title: `${post.title} | ${SITE_NAME} Blog`,
    fullTitle: true,
    description: post.description,
    ogType: "article",
    image: `/og/blog-${post.slug}.png`,
    extra: [
      { name: "keywords", content: post.keywords.join(", ") },
      { property: "article:published_time", content: post.date },
      { property: "article:modified_time", content: post.updated },
      { property: "article:author", content: SITE_NAME },
      ...post.keywords.map((k) => ({ property: "article:tag", content: k })),
      { tagName: "link", ...mediaPreload(post.hero, HERO_SIZES) },
    ],
  });
};

export function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const { config } = context.get(servicesContext);
  // The body is not page data: the server renders it from the article's module.
  const { body: _body, ...post } = article;
  return { post, related: relatedTo(article), ...neighbours(article), siteUrl: config.siteUrl };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, older, newer, siteUrl } = loaderData;
  const url = `${siteUrl}/blog/${post.slug}`;
  return (
    <article className="pt-10 pb-24 md:pt-14">
      <ArticleHeader post={post} url={url} />
      <figure className="container-page mt-10 max-w-4xl">
        <div className="overflow-hidden rounded-3xl border border-white/10">
          <ResponsiveImage
            name={post.hero}
            alt={post.heroAlt}
            sizes={HERO_SIZES}
            priority
            className="h-auto w-full"
          />
        </div>
      </figure>
      <div className="container-page mt-12 max-w-3xl">
        <ArticleMain post={post} />
      </div>
      <div className="container-page max-w-6xl">
        <RelatedProducts products={post.products} />
        <RelatedArticles posts={related} siteUrl={siteUrl} />
        <PrevNext older={older} newer={newer} />
      </div>
      <JsonLd data={articleJsonLd(post, siteUrl)} />
    </article>
  );
}
