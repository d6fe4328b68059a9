import { Icon } from "~/components/icon/icon";
import { useSentAs } from "~/lib/static-page";
import ShareMenuIsland from "./share-menu.island";
import { SHARE_BUTTON, SHARE_PANEL, SHARE_TARGET, shareTargets } from "./share-targets";

/**
 * The share control of a card or an article, as the page is sent: a live island on a page of
 * islands, a `<details>` of links on a page without scripts.
 */
export function ShareMenu({ url, title, label = "Share" }: { url: string; title: string; label?: string }) {
  if (useSentAs() === "islands") return <ShareMenuIsland url={url} title={title} label={label} />;
  return <ShareDisclosure url={url} title={title} label={label} />;
}

/**
 * The share menu of a page sent without scripts (ADR 026): a native `<details>` disclosure with
 * the networks' links. The page script (`app/components/page-script.ts`) opens the device's share
 * sheet instead where there is one, and shows Copy Link, which is sent hidden (without the script
 * it could not copy), with its message in the status line beside the control.
 */
function ShareDisclosure({ url, title, label }: { url: string; title: string; label: string }) {
  return (
    <div
      data-share=""
      data-url={url}
      data-title={title}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      {/* Copy Link's message, beside the control (not over what follows it). */}
      <p role="status" data-share-status="" className="text-sm text-brand-300 empty:hidden" />
      <details className="share-disclosure relative">
        <summary className={`${SHARE_BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Icon name="share-2" aria-hidden="true" className="size-4" />
          {label}
          <span className="sr-only">: {title}</span>
        </summary>
        {/* On a phone the control sits at the left of its line: the menu opens rightwards there. */}
        <div className={`${SHARE_PANEL} max-sm:right-auto max-sm:left-0`}>
          <ul aria-label="Share on" className="grid gap-1">
            {shareTargets(url, title).map((t) => (
              <li key={t.name}>
                <a href={t.href} target="_blank" rel="noopener noreferrer" className={SHARE_TARGET}>
                  {t.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                hidden
                data-copy-link=""
                className={`${SHARE_TARGET} w-full gap-2 text-left`}
              >
                <Icon name="link-2" aria-hidden="true" className="size-4" />
                Copy Link
              </button>
            </li>
          </ul>
        </div>
      </details>
    </div>
  );
}
