import { useEffect } from "react";
import { scrollToId } from "~/lib/anchor-scroll";

/**
 * On the landing page, links to its own sections (`#pricing`, `/#hero`, in the page or the
 * header) scroll smoothly to the section below the sticky header. (`#contact`, which is no
 * section here, is the page script's: it goes to the contact page before any island loads.)
 */
export function useAnchorLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
        'a[href^="#"], a[href^="/#"]',
      );
      if (!link) return;
      const id = decodeURIComponent(link.hash.slice(1));
      if (id && scrollToId(id)) {
        event.preventDefault();
        window.history.pushState(window.history.state, "", `#${id}`);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
