import type { ReactNode } from "react";
import { ORDER_ANCHORS } from "~/lib/order-answer";

export interface BalanceNotice {
  tone: "ok" | "warn";
  text: string;
}

/**
 * The order page's balance band: due (amber edge) or paid (green edge). Only one of the two is on
 * a page, so both answer to the heading id `balance-title`.
 */
export function BalanceSection({
  state,
  title,
  notice,
  problem,
  children,
}: {
  state: "due" | "paid";
  title: string;
  notice: BalanceNotice | null;
  /** Why the last post was refused, first in the section (the page lands here after it). */
  problem?: string | null;
  children: ReactNode;
}) {
  return (
    <section
      id={ORDER_ANCHORS.balance}
      aria-labelledby="balance-title"
      className={`mt-6 rounded-2xl border p-5 ${state === "due" ? "border-warning-400/30" : "border-success-400/30"}`}
      data-testid={state === "due" ? "balance-payment" : "balance-receipt"}
    >
      <h2 id="balance-title" className="font-display text-xl font-semibold text-white">
        {title}
      </h2>
      {notice ? (
        <p role="status" className={`mt-3 ${notice.tone === "ok" ? "text-success-400" : "text-warning-400"}`}>
          {notice.text}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 rounded-xl bg-danger-400/10 px-4 py-3 text-danger-400">
          {problem}
        </p>
      ) : null}
      {children}
    </section>
  );
}
