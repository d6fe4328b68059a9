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
 * the networks' links. Copying the link is the address bar's job there.
 */
function ShareDisclosure({ url, title, label }: { url: string; title: string; label: string }) {
  return (
    <details className="share-disclosure relative">
      <summary className={`${SHARE_BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <Icon name="share-2" aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only">: {title}</span>
      </summary>
      <div className={SHARE_PANEL}>
        <ul aria-label="Share on" className="grid gap-1">
          {shareTargets(url, title).map((t) => (
            <li key={t.name}>
              <a href={t.href} target="_blank" rel="noopener noreferrer" className={SHARE_TARGET}>
                {t.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
