import { useEffect, useState } from "react";
import { toast } from "~/components/toast/toast";
import { CALLBACK_TEXT as T } from "~/features/payments/client/callback-text";
import { retryBooking } from "~/features/preorder/client/retry-booking";
import {
  CONFIRMING_FIRST_MS,
  CONFIRMING_MAX_MS,
  NOT_FOUND_BUDGET_MS,
  NOT_FOUND_RETRIES,
  NOT_FOUND_STEP_MS,
  SPIN_BUDGET_MS,
  paramsFromStorage,
  paramsFromUrl,
  requestVerify,
  type PaymentParams,
} from "~/features/payments/client/verify-client";
import { readPendingPreorder, writePendingPreorder } from "~/features/preorder/client/pending-preorder";
import { bookingDescription } from "~/lib/order-words";
import { BOOKING_PERCENT } from "~/lib/pricing";
import type { PaymentProvider } from "~/lib/payment-provider";
import { isBusy, type View } from "./callback-views";

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

/**
 * Asks the server until it knows: SUCCESS only on the server's confirmed answer (unknown is never
 * paid). A refused payment (tampered ids) is final and said at once; a 404 (no such pre-order) is
 * retried at 3 s × attempt only within its budget, then final. An unconfirmed payment keeps being
 * checked, but past the spin budget the page says so plainly instead of spinning. Budgets count
 * from the page's navigation (performance.now()), so a slow first load does not stretch them.
 */
async function verifyUntilKnown(
  params: PaymentParams,
  recovered: boolean,
  show: (view: View) => void,
  signal: AbortSignal,
) {
  let notFound = 0;
  let pause = CONFIRMING_FIRST_MS;
  let warned = false;
  let reference: string | undefined;
  const pending = () =>
    show(
      performance.now() >= SPIN_BUDGET_MS
        ? { state: "unconfirmed", ...(reference ? { reference } : {}) }
        : { state: "confirming" },
    );
  while (!signal.aborted) {
    const outcome = await requestVerify(params, recovered);
    if (signal.aborted) return;
    if (outcome.kind === "answer") {
      if (outcome.warning && !warned) {
        warned = true;
        toast.warning(T.warningToast, { description: outcome.warning });
      }
      const { data } = outcome;
      reference = data.reference;
      if (data.status === "SUCCESS") {
        // Paid: the next purchase in this browser is a new pre-order.
        if (readPendingPreorder(localStorage)?.preorderId === data.preorder_id) {
          writePendingPreorder(localStorage, null);
        }
        show({ state: "success", data });
        if (data.confirmation_email === "sent") toast.success(T.emailSent);
        else if (data.confirmation_email === "failed") {
          toast.error(T.emailFailed, { description: T.emailFailedBody });
        }
        return;
      }
      if (data.status !== "PENDING") {
        show({ state: "not_completed", data });
        return;
      }
      pending();
    } else if (outcome.kind === "not_found") {
      const next = NOT_FOUND_STEP_MS * (notFound + 1);
      if (notFound < NOT_FOUND_RETRIES && performance.now() + next <= NOT_FOUND_BUDGET_MS) {
        notFound++;
        await wait(next, signal);
        continue;
      }
      show({ state: "unknown" });
      toast.error(T.errorToast, { description: T.errorBody });
      return;
    } else if (outcome.kind === "error") {
      show({ state: "error", ...(outcome.reference ? { reference: outcome.reference } : {}) });
      toast.error(T.errorToast, { description: T.errorBody });
      return;
    } else {
      pending();
    }
    await wait(pause, signal);
    pause = Math.min(pause * 2, CONFIRMING_MAX_MS);
  }
}

/**
 * The payment callback page's state: the view of what the server said about the payment named in
 * the URL (or, without one, the one this browser kept), and "Retry payment" for a payment that did
 * not complete. With `answer` (the page's own form was posted) that is the view, asked no further.
 */
export function usePaymentVerification(paymentsMode: PaymentProvider, answer?: View) {
  const [view, setView] = useState<View>(answer ?? { state: "verifying" });
  // The pre-order this page is about: "Retry payment" pays it again, never a new one.
  const [preorderId, setPreorderId] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const retry = preorderId
    ? {
        busy: retrying,
        onRetry: () => {
          setRetrying(true);
          const items = view.state === "not_completed" ? view.data.items.map((i) => i.product_id) : [];
          retryBooking(
            preorderId,
            paymentsMode,
            items.length > 0
              ? bookingDescription(items, BOOKING_PERCENT)
              : `Pre-order booking (${BOOKING_PERCENT}%)`,
            () => setRetrying(false),
          ).catch((error: unknown) => {
            setRetrying(false);
            toast.error(T.retryFailed, {
              description: error instanceof Error && error.message ? error.message : T.errorBody,
            });
          });
        },
      }
    : undefined;

  useEffect(() => {
    const controller = new AbortController();
    const fromUrl = paramsFromUrl(new URLSearchParams(window.location.search));
    let fromStorage: PaymentParams | null = null;
    if (!fromUrl) {
      try {
        fromStorage = paramsFromStorage(window.localStorage);
      } catch {
        fromStorage = null; // storage blocked: nothing to recover
      }
    }
    const params = fromUrl ?? fromStorage;
    if (params) queueMicrotask(() => setPreorderId(params.preorderId));
    if (answer) return;
    if (!params) {
      // After this render: the page was server-rendered as "verifying" and hydrates first.
      queueMicrotask(() => {
        if (controller.signal.aborted) return;
        setView({ state: "missing" });
        toast.error(T.paymentError, { description: T.missingToast });
      });
      return () => controller.abort();
    }
    // A verify call may hang for its own 30 s time-out: the spinner still stops at the budget.
    const budget = window.setTimeout(
      () => setView((v) => (isBusy(v) ? { state: "unconfirmed" } : v)),
      Math.max(0, SPIN_BUDGET_MS - performance.now()),
    );
    void verifyUntilKnown(params, !fromUrl, setView, controller.signal);
    return () => {
      window.clearTimeout(budget);
      controller.abort();
    };
  }, [answer]);

  return { view, retry };
}
