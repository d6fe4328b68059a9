import { Link } from "react-router";
import { Icon } from "~/components/icon/icon";
import type { PostSummary } from "~/content/blog/article";
import { formatPublishDate } from "~/content/blog/posts";
import { SITE_NAME } from "~/content/site";
import { ShareMenu } from "./share-menu";

/** An article's heading: the way back, its keywords, title, summary, date, reading time and sharing. */
export function ArticleHeader({ post, url }: { post: PostSummary; url: string }) {
  return (
    <header className="container-page max-w-4xl">
      <Link
        to="/blog"
        className="inline-flex min-h-11 items-center gap-2 text-sm text-brand-300 hover:text-brand-400"
      >
        <Icon name="arrow-left" aria-hidden="true" className="size-4" /> Back to Blog
      </Link>
      <ul aria-label="Keywords" className="mt-6 flex flex-wrap gap-2">
        {post.keywords.map((k) => (
          <li key={k} className="text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">
            {k}
          </li>
        ))}
      </ul>
      <h1 className="mt-4 font-display text-headline font-semibold text-balance text-white">{post.title}</h1>
      <p className="mt-5 max-w-3xl text-lg leading-relaxed text-mist-300">{post.description}</p>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-white/10 py-4">
        <p className="flex flex-wrap items-center gap-3 text-sm text-mist-400">
          <span className="font-medium text-mist-100">{SITE_NAME} Team</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatPublishDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" aria-hidden="true" className="size-4" /> {post.readTime}
          </span>
        </p>
        <ShareMenu url={url} title={post.title} label="Share article" />
      </div>
    </header>
  );
}
