import { NavLink } from "react-router";

const PAGES = [
  { label: "Overview", to: "/store/vuering" },
  { label: "Technical", to: "/store/vuering/technical" },
  { label: "Features", to: "/store/vuering/features" },
  { label: "Manual", to: "/store/vuering/manual" },
] as const;

/** Moves between the four VueRING pages; the current one is marked for assistive technology. */
export function VueringNav() {
  return (
    <nav aria-label="VueRING pages" className="container-page pt-5">
      <ul className="grid grid-cols-4 gap-1 sm:flex">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `flex min-h-10 items-center justify-center rounded-full px-2 text-sm font-medium transition-colors sm:px-4 ${
                  isActive ? "bg-white text-ink-950" : "text-mist-300 hover:bg-white/8 hover:text-white"
                }`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
