import { REFUNDS } from "~/content/claims";
import {
  CANCEL_CONFIRMED_FIELD,
  CANCEL_INTENT,
  type CancelAnswer,
  type OrderPage,
} from "~/features/order-page/contract";
import { formatMoney } from "~/lib/money";
import { buttonClass } from "~/components/ui/button";

/**
 * Cancelling before dispatch, on the order page: "Cancel this order" asks for the confirmation
 * step, which names what is refunded; confirming cancels and starts the refund at once. Both are
 * document posts that land back on this section (the step is the answer, at its top).
 */
export function CancelOrder({
  order,
  formAction,
  answer,
  error,
}: {
  order: OrderPage;
  /** The page's address with this section's fragment. */
  formAction: string;
  answer: CancelAnswer | undefined;
  /** A refusal of the first post (a reason too long). */
  error: string | undefined;
}) {
  const problem = answer?.error ?? error;
  if (answer?.step) {
    const refund = formatMoney(answer.step.refund, order.currency);
    return (
      <div className="mt-3" data-testid="cancel-confirm">
        {problem ? (
          <p role="alert" className="mb-3 rounded-xl bg-danger-400/10 px-4 py-3 text-danger-400">
            {problem}
          </p>
        ) : null}
        <p role="status" className="text-lg font-semibold text-white">
          {answer.step.refund > 0
            ? `Cancel this order and refund ${refund}?`
            : "Cancel this order? Nothing was paid, so there is nothing to refund."}
        </p>
        {answer.step.refund > 0 ? (
          <p className="mt-2 text-mist-100">
            {`The refund of ${refund}, everything you paid, starts as soon as you confirm and reaches the card or account you paid with within ${REFUNDS.processingDays}. Your place in the delivery queue is released.`}
          </p>
        ) : null}
        <form method="post" action={formAction} className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={CANCEL_INTENT} />
          <input type="hidden" name="reason" value={answer.step.reason} />
          <input type="hidden" name={CANCEL_CONFIRMED_FIELD} value={answer.step.refund} />
          <button type="submit" className={buttonClass("primary", "md")}>
            {answer.step.refund > 0 ? `Yes, cancel and refund ${refund}` : "Yes, cancel this order"}
          </button>
          <a href={formAction.replace(/#.*$/, "")} className={buttonClass("secondary", "md")}>
            Keep my order
          </a>
        </form>
      </div>
    );
  }
  return (
    <form method="post" action={formAction} className="mt-3">
      <input type="hidden" name="intent" value={CANCEL_INTENT} />
      <label htmlFor="reason" className="block text-sm text-mist-300">
        Changed your mind? You can cancel until your order ships. Tell us why (optional).
      </label>
      <textarea
        id="reason"
        name="reason"
        rows={3}
        maxLength={500}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "cancel-error" : undefined}
        className="mt-2 w-full rounded-xl border border-white/15 bg-white/5 p-3 text-white"
      />
      {problem ? (
        <p id="cancel-error" role="alert" className="mt-2 text-danger-400">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={buttonClass("secondary", "md", "mt-3")}>
        Cancel this order…
      </button>
    </form>
  );
}
