import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog> element: focus trapping, Escape and the inert background come
 * from the browser, with no dialog library in the bundle.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  icon,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="surface m-auto w-[min(92vw,28rem)] border-white/12 bg-ink-900 p-0 text-mist-100 backdrop:bg-ink-950/75 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-7">
        {icon}
        <h2 id={titleId} className="font-display text-2xl font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
