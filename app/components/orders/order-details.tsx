import { Icon } from "~/components/icon/icon";
import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  CANCELLED_DONE,
  ORDER_STATUS_TEXT,
  type CancelAnswer,
  type OrderPage,
} from "~/features/order-page/contract";
import { formatMoney } from "~/lib/money";
import { atAnswer, ORDER_ANCHORS } from "~/lib/order-answer";
import { CancelOrder } from "./cancel-order";
import { OrderLines } from "./order-lines";
import { buttonClass } from "~/components/ui/button";
import { REFUNDS } from "~/content/claims";

// One formatter for the module: building an Intl.DateTimeFormat is the costly part.
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });
const dateText = (iso: string) => longDate.format(new Date(iso));

const STATUS_TONE: Record<OrderPage["status"], string> = {
  received: "border-white/20 text-mist-100",
  awaiting_payment: "border-white/20 text-mist-100",
  paid: "border-success-400/40 text-success-400",
  failed: "border-danger-400/40 text-danger-400",
  needs_review: "border-warning-400/40 text-warning-400",
  expired: "border-white/20 text-mist-300",
  partially_refunded: "border-brand-400/40 text-brand-300",
  refunded: "border-brand-400/40 text-brand-300",
  refund_failed: "border-warning-400/40 text-warning-400",
  balance_due: "border-warning-400/40 text-warning-400",
  balance_paid: "border-success-400/40 text-success-400",
  shipped: "border-success-400/40 text-success-400",
  delivered: "border-success-400/40 text-success-400",
  cancelled: "border-white/20 text-mist-300",
};

/** The buyer's order: status, queue place, items, what was paid and what is left, address, cancellation. */
export function OrderDetails({
  order,
  formAction,
  error,
  cancel,
  done,
  balance,
  booking,
  children,
  progress,
}: {
  order: OrderPage;
  formAction: string;
  error: string | undefined;
  /** The cancellation's answer: its confirmation step, or why it was refused. */
  cancel?: CancelAnswer;
  /** `?done=` of the page's address: an action that just went through (a cancellation). */
  done?: string | null;
  /** The balance payment (its quote, or what was paid), right after the status. */
  balance?: ReactNode;
  /** "Pay the booking" while it is unpaid, right after the status. */
  booking?: ReactNode;
  /** The forms of the steps before dispatch (prescription, address), after the address. */
  children?: ReactNode;
  /** The delivery steps and window (components/orders/order-progress.tsx), once booked. */
  progress?: ReactNode;
}) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const status = ORDER_STATUS_TEXT[order.status];
  // The server's sums for this state (features/orders/order-amounts.ts), formatted here.
  const amounts: [string, string][] = order.amounts.map((row) => [
    row.label,
    row.tone === "minus" ? `−${money(row.amount)}` : money(row.amount),
  ]);

  return (
    <article data-order-page className="container-page max-w-3xl py-14 md:py-20">
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Your order</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-white tabular-nums md:text-5xl">
        {order.reference}
      </h1>
      <p className="mt-2 text-mist-400">Placed on {dateText(order.createdAt)}</p>

      <section
        id={ORDER_ANCHORS.status}
        aria-labelledby="status-title"
        className="mt-8 rounded-2xl border border-white/10 p-5"
      >
        <h2 id="status-title" className="text-sm text-mist-300">
          Status
        </h2>
        <p className="mt-2">
          <span
            data-testid="order-status"
            className={`inline-block rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_TONE[order.status]}`}
          >
            {status.label}
          </span>
        </p>
        {done === CANCELLED_DONE && (order.status === "cancelled" || order.status === "refunded") ? (
          <p role="status" className="mt-3 font-semibold text-success-400" data-testid="cancel-done">
            Your order is cancelled, and the refund of everything you paid has started. We have e-mailed you
            the details.
          </p>
        ) : null}
        <p className="mt-3 text-mist-100">{status.explanation}</p>
        {order.queuePosition !== null && order.status !== "delivered" && (
          <p className="mt-4">
            <span className="block text-sm text-mist-300">Your place in the delivery queue</span>
            <span
              data-testid="queue-position"
              className="mt-1 block font-display text-4xl font-semibold text-white tabular-nums"
            >
              #{order.queuePosition}
            </span>
          </p>
        )}
      </section>

      {booking}
      {balance}
      {progress}

      <section aria-labelledby="items-title" className="mt-6 rounded-2xl border border-white/10 p-5">
        <h2 id="items-title" className="font-display text-xl font-semibold text-white">
          Items
        </h2>
        <OrderLines items={order.items} amounts={amounts} currency={order.currency} />
        {order.accessoryCredit > 0 && (
          <p className="mt-3 rounded-xl bg-brand-500/10 px-4 py-3 text-brand-300">
            {`${money(order.accessoryCredit)} accessory credit, to spend on accessories when your glasses ship.`}
          </p>
        )}
      </section>

      <section aria-labelledby="address-title" className="mt-6 rounded-2xl border border-white/10 p-5">
        <h2 id="address-title" className="font-display text-xl font-semibold text-white">
          Shipping address
        </h2>
        <p className="mt-2 text-mist-100" data-testid="masked-address">
          {order.maskedAddress}
        </p>
        <p className="mt-1 text-sm text-mist-400">Shown in part to keep it private.</p>
      </section>

      {children}

      <section
        id={ORDER_ANCHORS.cancel}
        aria-labelledby="actions-title"
        className="mt-6 rounded-2xl border border-white/10 p-5"
        data-print-hide
      >
        <h2 id="actions-title" className="font-display text-xl font-semibold text-white">
          Manage your order
        </h2>
        {order.canCancel ? (
          <CancelOrder
            order={order}
            formAction={atAnswer(formAction, ORDER_ANCHORS.cancel)}
            answer={cancel}
            error={error}
          />
        ) : order.dispatched ? (
          <p className="mt-3 text-mist-100" data-testid="after-dispatch">
            {REFUNDS.afterDispatch}{" "}
            <a href="/return-policy" className="text-brand-300 underline underline-offset-4">
              Return policy
            </a>
          </p>
        ) : order.cancellationRequestedAt ? (
          <p className="mt-3 text-mist-100" role="status" data-testid="cancellation-requested">
            You asked to cancel this order on {dateText(order.cancellationRequestedAt)}. Our team will contact
            you about your refund.
          </p>
        ) : order.canRequestCancellation ? (
          <Form
            method="post"
            action={atAnswer(formAction, ORDER_ANCHORS.cancel)}
            className="mt-3"
            reloadDocument
          >
            <input type="hidden" name="intent" value="cancel" />
            <label htmlFor="reason" className="block text-sm text-mist-300">
              Changed your mind? Tell us why (optional), and we will arrange your refund.
            </label>
            <textarea
              id="reason"
              name="reason"
              rows={3}
              maxLength={500}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "cancel-error" : undefined}
              className="mt-2 w-full rounded-xl border border-white/15 bg-white/5 p-3 text-white"
            />
            {error && (
              <p id="cancel-error" role="alert" className="mt-2 text-danger-400">
                {error}
              </p>
            )}
            <button type="submit" className={buttonClass("primary", "md", "mt-3")}>
              Request cancellation
            </button>
          </Form>
        ) : null}
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClass("secondary", "md", "mt-4")}
        >
          <Icon name="printer" aria-hidden="true" className="size-4" />
          Print this page
        </button>
      </section>
    </article>
  );
}
