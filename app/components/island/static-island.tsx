import { lazy, useState, useSyncExternalStore, type ComponentType, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Static islands (ADR 008): server-rendered parts of a page that never hydrate.
 *
 * Most of a marketing page is text, pictures and links. Hydrating it costs the phone the same work
 * as rendering it, and shipping its code costs the first load its bytes, for nothing the buyer
 * can see. An island renders its content on the server as usual; in the browser's first render
 * (hydration) it keeps the server's DOM untouched and React skips it, so neither its code nor its
 * data is needed. When the page is later reached by a client-side navigation there is no server
 * DOM to keep, so the island then loads its component (a separate chunk) and renders it; the
 * same happens when its props change while it is mounted. A link inside the frozen HTML still
 * navigates client-side; `data-keep-scroll` on it keeps the scroll position (`preventScrollReset`).
 *
 * The component is only ever imported lazily (`import()`), so it is its own chunk that the first
 * load never fetches. On the server the lazy component resolves before the page's shell is sent
 * (there is no Suspense boundary around it), so the HTML always holds the island's content.
 */

const subscribeNever = () => () => {};

/** Same props, key by key: loader data is rebuilt on every navigation, so identity is the test. */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
const EMPTY_HTML = { __html: "" };

/** True while React hydrates the server's HTML; false for every render after that and for client-only mounts. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** A click on a same-origin link inside non-hydrated HTML becomes a client-side navigation, as `<Link>` would do. */
function useIslandLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.target && anchor.target !== "_self") return;
    if (anchor.hasAttribute("download") || anchor.hasAttribute("data-reload-document")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    // In-page anchors keep the browser's (or the page's own) behaviour.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
      return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash, {
      preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
    });
  };
}

export interface IslandProps {
  /** Classes of the wrapper `<div>` (default `contents`: the wrapper takes no box of its own). */
  className?: string;
}

/**
 * Makes a static island of the component `load` imports. Props must be plain facts (the server
 * render and a later client render both receive them); nothing inside may need event handlers,
 * state or effects: in the browser it never runs on the first page.
 *
 *   export const Pricing = staticIsland(() => import("./pricing-section").then((m) => m.PricingSection));
 */
export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & IslandProps> {
  const Content = lazy(async () => ({ default: await load() }));
  function Island({ className = "contents", ...props }: P & IslandProps) {
    const hydrating = useHydrating();
    // Decided at mount: an island hydrated from server HTML keeps it until its props change
    // (a navigation within the same page, e.g. a blog filter); then it renders for real.
    const [first] = useState(() => (hydrating ? props : null));
    const onClick = useIslandLinks();
    const content = props as P;
    if (first && sameProps(first, props) && !import.meta.env.SSR) {
      return (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates clicks of real links, which keep their own keyboard behaviour
        <div
          className={className}
          data-island=""
          onClick={onClick}
          suppressHydrationWarning
          dangerouslySetInnerHTML={EMPTY_HTML}
        />
      );
    }
    return (
      <div className={className} data-island="">
        <Content {...content} />
      </div>
    );
  }
  return Island;
}
