import { ArrowLeft, Clock } from "lucide-react";
import { data, Link } from "react-router";
import { ArticleMain, PrevNext, RelatedProducts } from "~/components/blog/islands";
import { PostCard } from "~/components/blog/post-card";
import { ShareMenu } from "~/components/blog/share-menu";
import { JsonLd } from "~/components/json-ld";
import { ResponsiveImage } from "~/components/responsive-image";
import { findArticle, neighbours, relatedTo } from "~/content/blog/articles.server";
import { formatPublishDate } from "~/content/blog/posts";
import { SITE_NAME } from "~/content/site";
import { servicesContext } from "~/features/app-context.server";
import { mediaPreload } from "~/lib/media";
import { pageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/post";

/** Articles at least this long get a table of contents. */
const TOC_MIN_WORDS = 900;
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
  // The body is not page data: the page's static island renders it from the article's module.
  const { body: _body, ...post } = article;
  return { post, related: relatedTo(article), ...neighbours(article), siteUrl: config.siteUrl };
}

function articleJsonLd(post: Route.ComponentProps["loaderData"]["post"], siteUrl: string) {
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

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, older, newer, siteUrl } = loaderData;
  const url = `${siteUrl}/blog/${post.slug}`;
  const withToc = post.words >= TOC_MIN_WORDS && post.headings.length >= 4;
  return (
    <article className="pt-10 pb-24 md:pt-14">
      <header className="container-page max-w-4xl">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-2 text-sm text-brand-300 hover:text-brand-400"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
        <ul aria-label="Keywords" className="mt-6 flex flex-wrap gap-2">
          {post.keywords.map((k) => (
            <li key={k} className="text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">
              {k}
            </li>
          ))}
        </ul>
        <h1 className="mt-4 font-display text-headline font-semibold text-balance text-white">
          {post.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-mist-300">{post.description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-white/10 py-4">
          <p className="flex flex-wrap items-center gap-3 text-sm text-mist-400">
            <span className="font-medium text-mist-100">{SITE_NAME} Team</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.date}>{formatPublishDate(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> {post.readTime}
            </span>
          </p>
          <ShareMenu url={url} title={post.title} label="Share article" />
        </div>
      </header>
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
        <ArticleMain
          headings={post.headings}
          slug={post.slug}
          withToc={withToc}
          cta={post.cta}
          products={post.products}
        />
      </div>
      <div className="container-page max-w-6xl">
        <RelatedProducts products={post.products} />
        <section aria-labelledby="related-articles" className="mt-16">
          <h2 id="related-articles" className="font-display text-2xl font-semibold text-white">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} siteUrl={siteUrl} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
        <PrevNext older={older} newer={newer} />
      </div>
      <JsonLd data={articleJsonLd(post, siteUrl)} />
    </article>
  );
}
