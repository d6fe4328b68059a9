import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatPublishDate, tagSlug } from "~/content/blog/posts";
import type { PostSummary } from "~/content/blog/article";

/** A blog card's picture, keywords, title, excerpt, date, read time and Read More (the share control sits beside it). */
export function PostCardBody({
  post,
  priority = false,
  headingLevel = 2,
}: {
  post: PostSummary;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${post.slug}`;
  return (
    <>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/10] overflow-hidden">
        <ResponsiveImage
          name={post.hero}
          alt=""
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transform-none"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <ul aria-label="Keywords" className="flex flex-wrap gap-2">
          {post.keywords.slice(0, 3).map((k) => (
            <li key={k}>
              <Link
                to={`/blog?tag=${tagSlug(k)}`}
                className="inline-flex min-h-7 items-center rounded-full border border-brand-300/25 bg-brand-300/[0.07] px-3 text-xs font-medium text-brand-300 hover:border-brand-300/50"
              >
                {k}
              </Link>
            </li>
          ))}
        </ul>
        <Heading
          id={`post-${post.slug}`}
          className="mt-4 font-display text-xl leading-snug font-semibold text-white"
        >
          <Link to={href} className="hover:text-brand-300">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-mist-300">{post.description}</p>
        <p className="mt-5 flex items-center gap-3 text-xs text-mist-400">
          <time dateTime={post.date}>{formatPublishDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" aria-hidden="true" className="size-3.5" />
            {post.readTime}
          </span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-6">
          <Link
            to={href}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white hover:text-brand-300"
          >
            Read More <span className="sr-only">: {post.title}</span>
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </>
  );
}
