import { Icon, type IconName } from "~/components/icon/icon";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { currentToasts, dismissToast, subscribeToasts, type Toast, type ToastKind } from "./toast";

const NONE: readonly Toast[] = [];

const LOOK: Record<ToastKind, { icon: IconName; accent: string }> = {
  default: { icon: "info", accent: "text-brand-300" },
  success: { icon: "circle-check", accent: "text-success-400" },
  warning: { icon: "triangle-alert", accent: "text-warning-400" },
  error: { icon: "circle-alert", accent: "text-danger-400" },
};

/** One toast: leaves after its duration, but not while the pointer or keyboard focus is on it. */
function ToastCard({ toast }: { toast: Toast }) {
  const { icon, accent } = LOOK[toast.kind];
  const timer = useRef(0);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const running = useRef(false);

  const run = () => {
    if (running.current) return;
    running.current = true;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => dismissToast(toast.id), remaining.current);
  };
  const hold = () => {
    if (!running.current) return;
    running.current = false;
    window.clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };
  useEffect(() => {
    run();
    return () => window.clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per toast, kept across renders
  }, [toast.id]);

  return (
    <li
      data-toast={toast.kind}
      className="toast-in pointer-events-auto flex w-full gap-3 rounded-2xl border border-white/12 bg-ink-900/95 p-4 text-sm shadow-card backdrop-blur-xl"
      onPointerEnter={hold}
      onPointerLeave={run}
      onFocus={hold}
      onBlur={run}
    >
      <Icon name={icon} aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${accent}`} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{toast.title}</p>
        {toast.description ? <div className="mt-1 text-mist-300">{toast.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(toast.id)}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-mist-400 hover:bg-white/10 hover:text-white"
      >
        <Icon name="x" aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * Where toasts appear: bottom centre, newest last, announced politely to screen readers; above a
 * floating control on phones (`.toaster` in app.css).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => NONE);
  return (
    <section
      aria-label="Notifications"
      className="toaster pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      <ol aria-live="polite" className="grid w-full max-w-sm gap-2">
        {toasts.map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
