import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";

const FOCUSABLE = "button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A modal on the native <dialog> element: Escape and the inert background come from the browser.
 * Tab is kept inside (the browser would let it leave for its own toolbar), and focus goes back to
 * where it was when the modal closes, also when it is removed from the page rather than closed.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  header,
  describedBy,
  initialFocus,
  className = "",
}: {
  open: boolean;
  /** Escape, or the dialog closed: the caller decides whether it really closes (`open`). */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** What stands above the title: an icon, a badge and a close button. */
  header?: ReactNode;
  /** The id of the text that explains the dialog, read after its title. */
  describedBy?: string;
  /** What has focus on opening; otherwise the browser's choice (the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocus = document.activeElement;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Closing gives focus back by itself; a dialog removed from the page leaves it on <body>.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && returnFocus instanceof HTMLElement) returnFocus.focus();
    };
  }, [open, initialFocus]);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      className={`surface m-auto w-[min(92vw,28rem)] border-white/12 bg-ink-900 p-0 text-mist-100 backdrop:bg-ink-950/75 backdrop:backdrop-blur-sm ${className}`}
    >
      <div className="p-6 sm:p-7">
        {header}
        <h2 id={titleId} className="font-display text-2xl font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
