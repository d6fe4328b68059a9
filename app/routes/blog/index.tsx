import { Icon } from "~/components/icon/icon";
import { JsonLd } from "~/components/json-ld";
import { TagFilter } from "~/components/blog/tag-filter";
import { PostCard } from "~/components/blog/post-card";
import { PageIntro } from "~/components/page-intro";
import { allTags, postsTagged } from "~/content/blog/articles.server";
import { SITE_NAME } from "~/content/site";
import { servicesContext } from "~/context.server";
import { pageMeta } from "~/lib/seo";
import { ISLAND_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) => {
  const label = args.loaderData?.activeLabel;
  return pageMeta(args, {
    title: label ? `${label} | ${SITE_NAME} Blog` : `${SITE_NAME} Blog: AR Glasses, Comfort and Screens`,
    fullTitle: true,
    description:
      "Guides, research and stories from the Luxid team about AR glasses, tech neck, eye comfort, connectivity and the future of wearable displays in India.",
    image: "/og/blog.png",
    extra: [
      { name: "keywords", content: "AR glasses, Vue Glass, tech neck, 3DoF, wearable displays, India" },
    ],
  });
};

// Links and static HTML but for the cards' share controls, which are live islands (ADR 027).
export const handle = ISLAND_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const requested = new URL(request.url).searchParams.get("tag");
  const tags = allTags();
  const active = tags.find((t) => t.tag === requested) ?? null;
  const posts = postsTagged(active?.tag ?? null);
  return {
    posts,
    tags,
    active: active?.tag ?? null,
    activeLabel: active?.label ?? null,
    siteUrl: config.siteUrl,
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tags, active, activeLabel, siteUrl } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Blog" title="Notes on looking up.">
        <p>
          Guides, research and stories from the Luxid team: AR glasses explained, healthier screen time, and
          what it takes to build wearable displays in India.
        </p>
      </PageIntro>
      <div className="container-page pb-24">
        <TagFilter tags={tags} active={active} />
        <h2 className="sr-only">{activeLabel ? `Articles about ${activeLabel}` : "All articles"}</h2>
        <p className="mt-6 text-sm text-mist-400" aria-live="polite">
          {activeLabel
            ? `${posts.length} ${posts.length === 1 ? "article" : "articles"} about ${activeLabel}`
            : `${posts.length} articles, newest first`}
        </p>
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post, i) => (
            <li key={post.slug}>
              <PostCard post={post} siteUrl={siteUrl} priority={i === 0} headingLevel={3} />
            </li>
          ))}
        </ul>
        <p className="mt-12 text-sm text-mist-400">
          <a href="/blog/rss.xml" className="inline-flex items-center gap-2 hover:text-brand-300">
            <Icon name="rss" aria-hidden="true" className="size-4" /> Subscribe with RSS
          </a>
        </p>
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: `${SITE_NAME} Blog`,
          url: `${siteUrl}/blog`,
          blogPost: posts.map((p) => ({
            "@type": "BlogPosting",
            headline: p.title,
            url: `${siteUrl}/blog/${p.slug}`,
            datePublished: p.date,
          })),
        }}
      />
    </>
  );
}
