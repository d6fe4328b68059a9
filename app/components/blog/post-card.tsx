import type { PostSummary } from "~/content/blog/article";
import { PostCardBody } from "./post-card-body";
import { ShareMenu } from "./share-menu";

/**
 * A blog card: hero image, keywords, title, excerpt, date and read time, Read More and Share.
 * Everything but the share control is server HTML; the control, a live island, sits over the card's last row.
 */
export function PostCard({
  post,
  siteUrl,
  priority = false,
  headingLevel = 2,
}: {
  post: PostSummary;
  siteUrl: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      data-post-card=""
      className="surface group relative flex h-full flex-col overflow-hidden transition-colors hover:border-brand-400/30"
    >
      <PostCardBody post={post} priority={priority} headingLevel={headingLevel} />
      <div className="absolute right-6 bottom-6">
        <ShareMenu url={`${siteUrl}/blog/${post.slug}`} title={post.title} />
      </div>
    </article>
  );
}
