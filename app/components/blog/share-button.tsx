import { Icon } from "~/components/icon/icon";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "~/components/toast/toast";
import { COPY_LINK_WORDS, SHARE_BUTTON, SHARE_PANEL, SHARE_TARGET, shareTargets } from "./share-targets";

/**
 * Share control: the device's own share sheet where there is one (phones), otherwise a small menu
 * of networks and Copy Link. A cancelled share sheet does nothing. The menu is a disclosure: the
 * button says whether it is open, Escape and a click outside close it, focus returns to the button.
 */
export function ShareButton({ url, title, label }: { url: string; title: string; label: string }) {
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
      toast.success(COPY_LINK_WORDS.copied);
    } catch {
      toast.error(COPY_LINK_WORDS.copyFailed);
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
        className={SHARE_BUTTON}
      >
        <Icon name="share-2" aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only">: {title}</span>
      </button>
      {/* Drawn only while open: twelve closed menus would be a tenth of the blog page's markup. */}
      {open && (
        <div id={panelId} className={SHARE_PANEL}>
          <ul aria-label="Share on" className="grid gap-1">
            {shareTargets(url, title).map((t) => (
              <li key={t.name}>
                <a
                  href={t.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                  className={SHARE_TARGET}
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
                  <Icon name="check" aria-hidden="true" className="size-4" />
                ) : (
                  <Icon name="link-2" aria-hidden="true" className="size-4" />
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
