import type { ReactNode } from "react";
import { staffStatusLabel } from "~/features/orders/status-labels";

/** Shared class names of the console's plain controls. */
export const inputClass =
  "bg-ink-800 border-ink-600 text-mist-50 focus-visible:outline-brand-400 w-full rounded border px-3 py-2";
/** Dark text on the brand blue: white on it measured 4.1:1, under WCAG's 4.5:1 (axe). */
export const buttonClass =
  "bg-brand-500 hover:bg-brand-400 focus-visible:outline-brand-300 rounded px-4 py-2 font-semibold text-ink-950";
export const secondaryButtonClass = "border-ink-600 hover:bg-ink-700 rounded border px-3 py-2";

/** A labelled panel of the console. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-ink-600 bg-ink-900 p-4">
      <h2 className="mb-3 text-lg font-semibold text-mist-50">{title}</h2>
      {children}
    </section>
  );
}

/** A field error under an input, announced by screen readers. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger-400">
      {message}
    </p>
  );
}

/** What an action answered: its refusal (an alert) and its confirmation (a status), when present. */
export function ActionMessages({
  error,
  message,
  spacing,
}: {
  error?: string | null | undefined;
  message?: string | null | undefined;
  /** Margin classes of each message. */
  spacing?: string;
}) {
  const withSpacing = (tone: string) => (spacing ? `${spacing} ${tone}` : tone);
  return (
    <>
      {error ? (
        <p role="alert" className={withSpacing("text-danger-400")}>
          {error}
        </p>
      ) : null}
      {message ? (
        <p role="status" className={withSpacing("text-success-400")}>
          {message}
        </p>
      ) : null}
    </>
  );
}

/** A pre-order's state as staff read it ("Booked, partly refunded"); the raw word rides along in `data-status`. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className="rounded bg-ink-700 px-2 py-0.5 text-sm whitespace-nowrap"
      data-testid="order-status"
      data-status={status}
    >
      {staffStatusLabel(status)}
    </span>
  );
}

/** Marks an order whose buyer asked, from the order page, to cancel it. */
export function CancellationBadge() {
  return (
    <span className="rounded border border-warning-400/60 px-2 py-0.5 text-sm whitespace-nowrap text-warning-400">
      Cancellation requested
    </span>
  );
}

/**
 * A small table of the console: a text column first, figures (right-aligned, tabular digits) after.
 * Each row is its key and one cell per heading.
 */
export function FigureTable({
  headings,
  rows,
}: {
  headings: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="w-full text-left">
      <thead>
        <tr className="text-sm text-mist-300">
          {headings.map((h, i) => (
            <th key={h} scope="col" className={i > 0 ? "text-right" : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i} className={i > 0 ? "text-right tabular-nums" : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
