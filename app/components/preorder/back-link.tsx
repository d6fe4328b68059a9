import { Icon } from "~/components/icon/icon";

/** Home; with JavaScript, back to where the visitor came from on this site (enhanceBackLink). */
export function BackLink() {
  return (
    <a
      href="/"
      data-back-link
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/10 px-4 text-sm font-medium text-mist-300 transition-colors hover:border-white/25 hover:text-white"
    >
      <Icon name="arrow-left" aria-hidden="true" className="size-4" /> Back
    </a>
  );
}

/**
 * Without JavaScript the Back link goes home; with it (started by the pre-order island), a visitor
 * who came from another page of this site goes back there instead, scrolled as they left it.
 */
export function enhanceBackLink(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-back-link]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from?.origin !== window.location.origin || window.history.length < 2) return;
    event.preventDefault();
    window.history.back();
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
