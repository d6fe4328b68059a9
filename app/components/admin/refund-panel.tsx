import { Form, Link } from "react-router";
import { formatMoney } from "~/lib/money";
import type { ActionResult } from "~/features/operators/contract";
import type { Currency } from "~/lib/regions";
import { ConsolePostForm } from "./console-post-form";
import { RefundAmountField } from "./refund-amount-field";
import { Panel, secondaryButtonClass } from "./ui";
import { ShopTime } from "./shop-time";

export interface RefundPanelData {
  currency: Currency;
  captured: number;
  refunded: number;
  refundable: number;
  canRefund: boolean;
  /** The order: its refund confirmation step is /admin/preorders/<id>/refund. */
  preorderId: string;
  refunds: { id: string; amount: number; status: string; actor: string; createdAt: Date | string }[];
}

const REFUND_STATUS: Record<string, string> = {
  pending: "pending at the gateway",
  processed: "refunded",
  failed: "failed",
};

/**
 * Refunds made so far, a retry for a pending one, and the way to a new refund: the amount (or
 * "the rest") leads to the confirmation step, which names it before anything is refunded.
 */
export function RefundPanel({ data, result }: { data: RefundPanelData; result?: ActionResult | undefined }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const confirmPath = `/admin/preorders/${data.preorderId}/refund`;
  const pending = data.refunds.filter((r) => r.status === "pending");
  const mine = result?.intent === "refund" ? result : undefined;
  const formError = mine?.error ?? undefined;
  return (
    <Panel title="Refunds">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 tabular-nums sm:max-w-sm">
        <dt className="text-mist-300">Captured (booking and balance)</dt>
        <dd className="text-right">{money(data.captured)}</dd>
        <dt className="text-mist-300">Refunded</dt>
        <dd className="text-right" data-testid="refunded-total">
          {money(data.refunded)}
        </dd>
        <dt className="text-mist-300">Left to refund</dt>
        <dd className="text-right">{money(data.refundable)}</dd>
      </dl>
      {data.refunds.length > 0 ? (
        <ul className="mt-3 space-y-1" aria-label="Refunds made">
          {data.refunds.map((r) => (
            <li key={r.id} className="text-sm">
              <span className="tabular-nums">{money(r.amount)}</span> {REFUND_STATUS[r.status] ?? r.status},
              by {r.actor}, <ShopTime value={r.createdAt} />
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <div className="mt-4 space-y-2" role="group" aria-label="Pending refunds">
          <p className="text-sm text-warning-400">
            {pending.length === 1 ? "A refund is" : `${pending.length} refunds are`} pending at the payment
            gateway. Its amount stays reserved; asking again uses the same refund, so the buyer is never
            refunded twice.
          </p>
          {pending.map((r) => (
            <ConsolePostForm key={r.id} className="flex flex-wrap items-center gap-3" intent="refund">
              <input type="hidden" name="kind" value="retry" />
              <input type="hidden" name="refundId" value={r.id} />
              <span className="text-sm tabular-nums">
                {money(r.amount)} pending since <ShopTime value={r.createdAt} />
              </span>
              <button type="submit" className={secondaryButtonClass}>
                Retry the pending refund of {money(r.amount)}
              </button>
            </ConsolePostForm>
          ))}
        </div>
      ) : null}
      {mine?.message ? (
        <p role="status" className="mt-3 text-success-400">
          {mine.message}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="mt-3 text-danger-400">
          {formError}
        </p>
      ) : null}
      {data.canRefund && data.refundable > 0 ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {/* A GET to the confirmation step: nothing is refunded until it is confirmed there. */}
          <Form method="get" action={confirmPath} className="flex flex-wrap items-end gap-2">
            <RefundAmountField currency={data.currency} refundable={data.refundable} className="sm:w-44" />
            <button type="submit" className={secondaryButtonClass}>
              Refund this amount…
            </button>
          </Form>
          <Link to={`${confirmPath}?rest=1`} className={secondaryButtonClass}>
            Refund the rest ({money(data.refundable)})…
          </Link>
        </div>
      ) : (
        <p className="mt-3 text-mist-300">
          {data.refunded > 0 && data.refundable === 0 && pending.length === 0
            ? "Refunded in full."
            : pending.length > 0 && data.refundable === 0
              ? "The rest is reserved by the pending refund above."
              : data.canRefund
                ? "Nothing is left to refund."
                : "Only a paid pre-order can be refunded."}
        </p>
      )}
    </Panel>
  );
}
