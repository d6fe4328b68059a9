import type { ReactNode } from "react";

/**
 * Toasts: short notices at the bottom of the screen ("Link copied to clipboard!"). A module-level
 * store, so any island or event handler can raise one; the toaster island on a page of islands
 * draws them.
 *
 * Hand-written rather than a library: the shop needs four kinds, a description, a close
 * button and a timer, and the library we had cost 8 KB of every page's first load, a tenth of
 * its JavaScript budget.
 */

export type ToastKind = "default" | "success" | "warning" | "error";

export interface ToastOptions {
  /** A toast raised again with the same id replaces the first instead of stacking. */
  id?: string;
  description?: ReactNode;
  /** Milliseconds on screen; the timer pauses while the pointer or focus is on the toast. */
  duration?: number;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  description?: ReactNode;
  duration: number;
}

const TOAST_DURATION_MS = 4000;
/** Older toasts beyond this many leave as new ones arrive. */
export const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let sequence = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++sequence}`;
  const item: Toast = {
    id,
    kind,
    title,
    description: options.description,
    duration: options.duration ?? TOAST_DURATION_MS,
  };
  publish([...toasts.filter((t) => t.id !== id), item].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: string) {
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export const toast = Object.assign(
  (title: string, options?: ToastOptions) => show("default", title, options),
  {
    success: (title: string, options?: ToastOptions) => show("success", title, options),
    warning: (title: string, options?: ToastOptions) => show("warning", title, options),
    error: (title: string, options?: ToastOptions) => show("error", title, options),
    dismiss: dismissToast,
  },
);
