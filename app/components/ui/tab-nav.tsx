import { NavLink } from "react-router";

/**
 * A row of links between sibling pages, the current one marked (`aria-current="page"`, and the
 * look `linkClass` gives it). Rendered on the server: the pages that use it load no script.
 */
export function TabNav({
  label,
  pages,
  className,
  listClassName,
  linkClass,
  end = false,
}: {
  /** The navigation landmark's name. */
  label: string;
  pages: readonly { to: string; label: string }[];
  className: string;
  listClassName: string;
  linkClass: (isActive: boolean) => string;
  /** Only an exact match is current (a page whose sub-pages are tabs of their own). */
  end?: boolean;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={end} className={({ isActive }) => linkClass(isActive)}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
