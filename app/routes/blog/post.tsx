import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { findPost, formatPublishDate } from "~/content/blog/posts";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/post";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `${args.loaderData.post.title} | Luxid Blog`,
        fullTitle: true,
        description: args.loaderData.post.excerpt,
        ogType: "article",
        extra: [{ name: "keywords", content: args.loaderData.post.keywords.join(", ") }],
      })
    : [];

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <article className="container-page max-w-3xl pt-12 pb-24 md:pt-16">
      <Link to="/blog" className="inline-flex items-center gap-2 text-sm text-brand-300 hover:text-brand-400">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
      </Link>
      <h1 className="mt-6 font-display text-headline font-semibold text-white">{post.title}</h1>
      <p className="mt-4 text-sm text-mist-400">
        <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate)}</time> · {post.readTime}
      </p>
      <p className="mt-8 text-lg leading-relaxed text-mist-300">{post.excerpt}</p>
    </article>
  );
}
