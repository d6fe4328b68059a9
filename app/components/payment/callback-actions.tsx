import { Icon } from "~/components/icon/icon";
import { buttonClass } from "~/components/ui/button";
import { CALLBACK_TEXT as T } from "~/features/payments/client/callback-text";
import { isBusy, type View } from "./callback-views";

/** How "Retry payment" pays the same pre-order again; absent where the page knows no pre-order. */
export interface RetryAction {
  onRetry: () => void;
  busy: boolean;
}

// One box for a link and a button alike: "Retry payment" is a link in the server's HTML and may
// become a button once the page knows the pre-order to retry, and must not move anything then.
const PRIMARY = buttonClass("primary", "lg");
const SECONDARY = buttonClass("secondary", "lg");

/**
 * "Check payment status": the page's own form, for a browser whose script does not run (or not
 * yet). It has no action, so it posts to this very address, whose query names the payment; the
 * page's action asks the server once and shows its answer.
 */
function CheckStatus({ className }: { className: string }) {
  return (
    <form method="post">
      <button type="submit" className={className}>
        {T.checkStatus}
      </button>
    </form>
  );
}

/**
 * Where the payment did not go through, "Retry payment" comes first: it pays the same pre-order
 * again (or, as a link, leads to the order page that pays it, or to the pre-order page where the
 * page knows none); Return Home and support follow. After a success, Return Home and printing
 * (`print`: only where a script runs to print). With `check` (no script asks the server for this
 * page), "Check payment status" leads while the answer is awaited or unconfirmed.
 */
export function CallbackActions({
  view,
  retry,
  check,
  print,
}: {
  view: View;
  retry?: RetryAction | undefined;
  check: boolean;
  print: boolean;
}) {
  const stuck = ["error", "unknown", "missing", "not_completed", "unconfirmed"].includes(view.state);
  const canRetry =
    view.state === "unconfirmed" ||
    view.state === "error" ||
    view.state === "unknown" ||
    view.state === "missing" ||
    (view.state === "not_completed" && view.data.status !== "NEEDS_REVIEW");
  const orderUrl = view.state === "not_completed" ? view.data.order_url : null;
  // While the answer is awaited (at most 10 s) the row holds its place, empty: which actions come,
  // and in which order ("Retry payment" first where it failed), depends on the answer, and buttons
  // that appeared before "Return Home" would push it down as the buyer reached for it.
  if (isBusy(view)) {
    return (
      <div className="mt-10 min-h-12" data-print-hide="">
        {check && <CheckStatus className={PRIMARY} />}
      </div>
    );
  }
  const checking = check && view.state === "unconfirmed";
  const retryClass = checking ? SECONDARY : PRIMARY;
  // A link where no script pays from here: the order page's own form pays this same pre-order.
  const retryLink = canRetry && (!retry || view.state === "unknown");
  return (
    <div className="mt-10 flex flex-wrap items-center gap-4" data-print-hide="">
      {checking && <CheckStatus className={PRIMARY} />}
      {retryLink ? (
        <a href={orderUrl ?? "/preorder"} className={retryClass}>
          {T.retryPayment}
        </a>
      ) : (
        canRetry &&
        retry && (
          <button type="button" onClick={retry.onRetry} disabled={retry.busy} className={retryClass}>
            {T.retryPayment}
          </button>
        )
      )}
      <a href="/" className={canRetry ? SECONDARY : PRIMARY}>
        {T.returnHome}
      </a>
      {view.state === "success" && print && (
        <button type="button" onClick={() => window.print()} className={SECONDARY}>
          <Icon name="printer" aria-hidden="true" className="size-4" />
          {T.print}
        </button>
      )}
      {orderUrl && !retryLink && (
        // A full page load: the order page is server-rendered and sends no-store headers.
        <a href={orderUrl} className={SECONDARY} data-testid="order-page-link">
          {T.orderPageShort}
        </a>
      )}
      {stuck && (
        <a href="/contact" className={SECONDARY}>
          {T.contactSupport}
        </a>
      )}
    </div>
  );
}
