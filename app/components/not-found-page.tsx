import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

const POPULAR = [
  { label: "Home", to: "/", icon: "house", text: "Start from the beginning" },
  { label: "Pre-Order", to: "/preorder", icon: "shopping-bag", text: "Reserve your Vue Glass" },
  { label: "Features", to: "/features", icon: "sparkles", text: "What Vue Glass can do" },
  { label: "Blog", to: "/blog", icon: "book-open", text: "Stories and guides" },
  { label: "Contact", to: "/contact", icon: "mail", text: "Talk to our team" },
] as const;

/** The not-found page: shown with HTTP 404 for unknown paths, products and posts. */
export function NotFoundPage() {
  return (
    <section className="container-page py-20 md:py-28">
      <title>Page Not Found | Luxid</title>
      <meta name="robots" content="noindex" />
      <p className="text-gradient font-display text-7xl font-semibold md:text-8xl">404</p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-white md:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-xl text-lg text-mist-300">
        The page you are looking for has moved or never existed. These are the places visitors go most:
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {POPULAR.map(({ label, to, icon, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="surface group flex h-full flex-col gap-3 p-5 transition-colors hover:border-brand-400/40"
            >
              <Icon name={icon} aria-hidden="true" className="size-6 text-brand-300" />
              <span className="font-semibold text-white">{label}</span>
              <span className="text-sm text-mist-400">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap items-center gap-4">
        <Link to="/" className={buttonClass("primary", "lg")}>
          Return to Home
        </Link>
        <a href="/sitemap.xml" className={buttonClass("secondary", "lg")}>
          Sitemap
        </a>
        <Link
          to="/contact"
          className="px-2 py-3 font-medium text-brand-300 underline underline-offset-4 hover:text-brand-400"
        >
          Report Issue
        </Link>
      </div>
    </section>
  );
}
