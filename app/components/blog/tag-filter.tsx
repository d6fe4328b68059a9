import { Link } from "react-router";

/** The keyword filter above the blog's cards: links to `/blog?tag=…`, so every filter is a page. */
export function TagFilter({
  tags,
  active,
}: {
  tags: readonly { tag: string; label: string }[];
  active: string | null;
}) {
  return (
    <nav aria-label="Filter by keyword" className="-mx-1 flex flex-wrap items-center gap-2">
      <TagLink to="/blog" current={active === null}>
        All articles
      </TagLink>
      {tags.map((t) => (
        <TagLink key={t.tag} to={`/blog?tag=${t.tag}`} current={active === t.tag}>
          {t.label}
        </TagLink>
      ))}
    </nav>
  );
}

function TagLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      preventScrollReset
      // Kept when the link is clicked in the server HTML of the static island, too.
      data-keep-scroll=""
      className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm transition-colors ${
        current
          ? "border-white bg-white font-semibold text-ink-950"
          : "border-white/15 text-mist-300 hover:border-white/30 hover:text-white"
      }`}
    >
      {children}
    </Link>
  );
}
