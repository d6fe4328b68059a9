import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";

/**
 * How many keywords show as chips before "More keywords". The blog has some 35: as chips they
 * filled a phone's first screens and pushed the first article about 1 200 px down. The rest sit
 * in a native <details>, which opens without JavaScript (the blog's page sends no script for it); on a phone the chips in sight
 * take one line.
 */
const SHOWN = 5;

/** The keyword filter above the blog's cards: links to `/blog?tag=…`, so every filter is a page. */
export function TagFilter({
  tags,
  active,
}: {
  /** Most used first (allTags). */
  tags: readonly { tag: string; label: string }[];
  active: string | null;
}) {
  // The active keyword is always in sight, even when it is one of the rarely used ones.
  const first = tags.filter((t, i) => i < SHOWN || t.tag === active);
  const more = tags.filter((t) => !first.includes(t));
  return (
    <nav aria-label="Filter by keyword">
      {/* One line on a phone, scrolled sideways (every chip is a link, so the keyboard reaches
          them all); wrapped from md. */}
      <ul className="-mx-1 flex [scrollbar-width:none] items-center gap-2 overflow-x-auto p-1 md:flex-wrap md:overflow-visible">
        <li className="shrink-0">
          <TagLink to="/blog" current={active === null}>
            All articles
          </TagLink>
        </li>
        {first.map((t) => (
          <li key={t.tag} className="shrink-0">
            <TagLink to={`/blog?tag=${t.tag}`} current={active === t.tag}>
              {t.label}
            </TagLink>
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <details className="group mt-1">
          <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-full text-sm font-medium text-brand-300 hover:text-white [&::-webkit-details-marker]:hidden">
            More keywords ({more.length})
            <Icon
              name="chevron-down"
              aria-hidden="true"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="mt-2 flex flex-wrap items-center gap-2">
            {more.map((t) => (
              <li key={t.tag}>
                <TagLink to={`/blog?tag=${t.tag}`} current={false}>
                  {t.label}
                </TagLink>
              </li>
            ))}
          </ul>
        </details>
      )}
    </nav>
  );
}

function TagLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      preventScrollReset
      className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors ${
        current
          ? "border-white bg-white font-semibold text-ink-950"
          : "border-white/15 text-mist-300 hover:border-white/30 hover:text-white"
      }`}
    >
      {children}
    </Link>
  );
}
