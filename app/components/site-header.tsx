import { House, Info, Mail, Sparkles, Store, Tag } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { NAV_ITEMS, type NavItem } from "~/content/site";
import { scrollToId } from "~/lib/anchor-scroll";
import type { PublicConfig } from "~/lib/env.server";
import { CartBadge } from "./cart-badge";
import { HeaderLogo, HeaderSocialLinks } from "./island/site-islands";

const ICONS = { home: House, info: Info, sparkles: Sparkles, store: Store, tag: Tag, mail: Mail };

function hrefOf(item: NavItem) {
  return item.anchor ? `${item.path}#${item.anchor}` : item.path;
}

/** Which landing-page section (hero or pricing) the visitor is looking at. */
function useActiveAnchor(enabled: boolean, initial: string) {
  const [active, setActive] = useState(initial);
  useEffect(() => {
    if (!enabled) return;
    const ids = NAV_ITEMS.flatMap((i) => (i.anchor ? [i.anchor] : []));
    const update = () => {
      let current = ids[0] ?? "";
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= window.innerHeight * 0.4) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [enabled]);
  return active;
}

/**
 * Sticky site header: logo, navigation (inline on desktop), Pre-Order. On phones the icon row of
 * the navigation sits just below it and scrolls away with the page, so only the 64 px logo row
 * stays pinned over the content.
 */
export function SiteHeader({ social }: { social: PublicConfig["social"] }) {
  const location = useLocation();
  const onLanding = location.pathname === "/";
  const activeAnchor = useActiveAnchor(onLanding, location.hash.slice(1) || "hero");

  const isActive = (item: NavItem) =>
    item.anchor
      ? onLanding && activeAnchor === item.anchor
      : location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);

  const onNavClick = (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onLanding || !item.anchor) return;
    if (scrollToId(item.anchor)) {
      event.preventDefault();
      window.history.pushState(window.history.state, "", `#${item.anchor}`);
    }
  };

  const navLink = (item: NavItem, variant: "inline" | "icon") => {
    const Icon = ICONS[item.icon];
    const active = isActive(item);
    const common = {
      onClick: onNavClick(item),
      "aria-current": active ? ("page" as const) : undefined,
      "data-active": active ? "" : undefined,
    };
    return variant === "inline" ? (
      <Link
        key={item.name}
        to={hrefOf(item)}
        {...common}
        className={`rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
          active ? "bg-white/10 text-white" : "text-mist-300 hover:text-white"
        }`}
      >
        {item.name}
      </Link>
    ) : (
      <Link
        key={item.name}
        to={hrefOf(item)}
        {...common}
        className={`flex min-w-16 shrink-0 flex-col items-center gap-1 rounded-xl px-2.5 py-1.5 text-[11px] font-medium ${
          active ? "bg-white/10 text-white" : "text-mist-300"
        }`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {item.name}
      </Link>
    );
  };

  return (
    <>
      <header
        data-site-header
        className="sticky top-0 z-40 border-b border-white/8 bg-ink-950/80 backdrop-blur-xl supports-[backdrop-filter]:bg-ink-950/65"
      >
        <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
          <Link to="/" aria-label="Luxid home" className="shrink-0">
            <HeaderLogo />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <div className="flex items-center gap-1">{NAV_ITEMS.map((i) => navLink(i, "inline"))}</div>
          </nav>
          <div className="flex items-center gap-3">
            {social.length > 0 && <HeaderSocialLinks social={social} />}
            <CartBadge />
            <Link
              to="/preorder"
              className="rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-4 py-2 text-sm font-semibold text-ink-950 shadow-glow transition-transform hover:scale-[1.03]"
            >
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
