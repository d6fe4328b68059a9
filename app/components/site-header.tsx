import { Icon } from "~/components/icon/icon";
import { Link, useLocation } from "react-router";
import { NAV_ITEMS, type NavItem } from "~/content/site";
import type { PublicConfig } from "~/lib/env.server";
import { CartBadge } from "./cart-badge";
import { HeaderSocialLinks } from "./header-social-links";
import { Logo } from "./logo";
import { buttonClass } from "~/components/ui/button";

const ICONS = {
  home: "house",
  info: "info",
  sparkles: "sparkles",
  store: "store",
  tag: "tag",
  mail: "mail",
} as const;

function hrefOf(item: NavItem) {
  return item.anchor ? `${item.path}#${item.anchor}` : item.path;
}

/**
 * Sticky site header: logo, navigation (inline on desktop), Pre-Order. On phones the icon row of
 * the navigation sits just below it and scrolls away with the page, so only the 64 px logo row
 * stays pinned over the content.
 */
export function SiteHeader({ social }: { social: PublicConfig["social"] }) {
  const location = useLocation();
  const onLanding = location.pathname === "/";
  // Server HTML only (no page hydrates whole, ADR 035): the landing page's live islands move the
  // highlight and smooth-scroll its anchors; the server marks the first section.
  const activeAnchor = "hero";

  const isActive = (item: NavItem) =>
    item.anchor
      ? onLanding && activeAnchor === item.anchor
      : location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);

  // Styled by `data-active`, which the landing page's live islands move.
  const navLink = (item: NavItem, variant: "inline" | "icon") => {
    const icon = ICONS[item.icon];
    const active = isActive(item);
    const common = {
      "aria-current": active ? ("page" as const) : undefined,
      "data-active": active ? "" : undefined,
    };
    return variant === "inline" ? (
      <Link
        key={item.name}
        to={hrefOf(item)}
        {...common}
        className="rounded-full px-3.5 py-2 text-sm font-medium text-mist-300 transition-colors hover:text-white data-active:bg-white/10 data-active:text-white"
      >
        {item.name}
      </Link>
    ) : (
      <Link
        key={item.name}
        to={hrefOf(item)}
        {...common}
        className="flex min-w-16 shrink-0 flex-col items-center gap-1 rounded-xl px-2.5 py-1.5 text-[11px] font-medium text-mist-300 data-active:bg-white/10 data-active:text-white"
      >
        <Icon name={icon} aria-hidden="true" className="size-5" />
        {item.name}
      </Link>
    );
  };

  return (
    <>
      <header data-site-header className="site-header sticky top-0 z-40 border-b border-white/8">
        <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
          <Link to="/" aria-label="Luxid home" className="shrink-0">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <div className="flex items-center gap-1">{NAV_ITEMS.map((i) => navLink(i, "inline"))}</div>
          </nav>
          <div className="flex items-center gap-3">
            {social.length > 0 && <HeaderSocialLinks social={social} />}
            <CartBadge />
            <Link to="/preorder" className={buttonClass("accent", "sm")}>
              Pre-Order
            </Link>
          </div>
        </div>
      </header>
      <nav aria-label="Main mobile" className="border-b border-white/8 bg-ink-950/80 md:hidden">
        <div
          className="flex [scrollbar-width:none] gap-1 overflow-x-auto px-3 py-1.5"
          data-testid="mobile-nav"
        >
          {NAV_ITEMS.map((i) => navLink(i, "icon"))}
        </div>
      </nav>
    </>
  );
}
