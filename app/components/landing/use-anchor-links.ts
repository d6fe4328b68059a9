import { useEffect } from "react";
import { scrollToId } from "~/lib/anchor-scroll";

/**
 * On the landing page, links to its own sections (`#pricing`, `/#hero`, in the page or the
 * header) scroll smoothly to the section below the sticky header, and `#contact`, which is no
 * section here, goes to the contact page (replacing the history entry).
 */
export function useAnchorLinks() {
  useEffect(() => {
    if (window.location.hash === "#contact") {
      window.location.replace("/contact");
      return;
    }
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
