import { Check, Link2, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "~/components/toast/toast";
import { useStaticPage } from "~/lib/static-page";

/** Where the fallback menu sends the page: each network's own share address. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "Twitter/X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/**
 * Share control: the device's own share sheet where there is one (phones), otherwise a small menu
 * of networks and Copy Link. A cancelled share sheet does nothing. The menu is a disclosure: the
 * button says whether it is open, Escape and a click outside close it, focus returns to the button.
 */
export function ShareMenu({ url, title, label = "Share" }: { url: string; title: string; label?: string }) {
  const scriptless = useStaticPage() && typeof document === "undefined";
  if (scriptless) return <ShareDisclosure url={url} title={title} label={label} />;
  return <ShareButton url={url} title={title} label={label} />;
}

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-mist-100 transition-colors hover:border-white/30 hover:bg-white/[0.06]";
const PANEL = "absolute right-0 z-30 mt-2 w-56 rounded-2xl border border-white/10 bg-ink-900 p-2 shadow-2xl";
const TARGET = "flex min-h-11 items-center rounded-xl px-3 text-sm text-mist-100 hover:bg-white/[0.06]";

/**
 * The share menu of a page sent without scripts (ADR 026): a native `<details>` disclosure with
 * the networks' links. Copying the link is the address bar's job there.
 */
function ShareDisclosure({ url, title, label }: { url: string; title: string; label: string }) {
  return (
    <details className="share-disclosure relative">
      <summary className={`${BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <Share2 aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only">: {title}</span>
      </summary>
      <div className={PANEL}>
        <ul aria-label="Share on" className="grid gap-1">
          {shareTargets(url, title).map((t) => (
            <li key={t.name}>
              <a href={t.href} target="_blank" rel="noopener noreferrer" className={TARGET}>
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

function ShareButton({ url, title, label }: { url: string; title: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function onButton() {
    if (typeof navigator.share === "function" && !open) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: leave things as they were.
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Sharing is refused here (e.g. not allowed in this frame): offer the menu instead.
      }
    }
    setOpen((o) => !o);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied to clipboard!");
    } catch {
      toast.error("Failed to copy link");
    }
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onClick={onButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-mist-100 transition-colors hover:border-white/30 hover:bg-white/[0.06]"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only">: {title}</span>
      </button>
      {/* Drawn only while open: twelve closed menus would be a tenth of the blog page's markup. */}
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-2 w-56 rounded-2xl border border-white/10 bg-ink-900 p-2 shadow-2xl"
        >
          <ul aria-label="Share on" className="grid gap-1">
            {shareTargets(url, title).map((t) => (
              <li key={t.name}>
                <a
                  href={t.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center rounded-xl px-3 text-sm text-mist-100 hover:bg-white/[0.06]"
                >
                  {t.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={copyLink}
                className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left text-sm text-mist-100 hover:bg-white/[0.06]"
              >
                {copied ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Link2 aria-hidden="true" className="size-4" />
                )}
                Copy Link
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
