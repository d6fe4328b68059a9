import { Fragment, useId, useRef, useState } from "react";
import { Modal } from "~/components/ui/modal";
import type { CheckoutOptions, CheckoutResult } from "~/features/payments/contract";
import { settleSandboxPayment } from "~/features/payments/client/sandbox-client";
import { formatMoney } from "~/lib/money";
import { Button } from "~/components/ui/button";

/**
 * The TEST MODE stand-in for Razorpay Checkout: the same facts the buyer would check there, then
 * "Pay" or "Simulate failure" through the sandbox, which signs its results the way Razorpay does.
 * Closing it (the × or Escape) cancels, as closing Razorpay's window does; while a payment is being
 * processed it cannot be closed.
 */
export function SandboxCheckoutDialog({
  options,
  onSettled,
  onDismiss,
}: {
  options: CheckoutOptions;
  onSettled: (answer: CheckoutResult) => void;
  onDismiss: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const payRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const amount = formatMoney(options.amount, options.currency);

  const settle = async (outcome: "success" | "failure") => {
    setBusy(true);
    setStatus("Processing…");
    let answer: CheckoutResult;
    try {
      answer = await settleSandboxPayment(options.order_id, outcome);
    } catch {
      setBusy(false);
      setStatus("The sandbox could not be reached. Please try again.");
      return;
    }
    onSettled(answer);
  };
  const dismiss = () => {
    if (!busy) onDismiss();
  };

  const facts: [string, string, string?][] = [
    ["Merchant", options.name],
    ...(options.description ? [["For", options.description] as [string, string]] : []),
    ["Order", options.order_id, "break-all"],
    ["Amount", amount],
  ];

  return (
    <Modal
      open
      onClose={dismiss}
      title="Sandbox checkout"
      describedBy={noteId}
      initialFocus={payRef}
      className="shadow-glow"
      header={
        <div className="mb-4 flex items-start justify-between gap-4">
          <p className="inline-flex rounded-full bg-warning-400 px-3 py-1 text-xs font-bold tracking-[0.18em] text-ink-950">
            TEST MODE
          </p>
          <Button
            disabled={busy}
            onClick={dismiss}
            aria-label="Close and cancel payment"
            variant="ghost"
            size="icon"
            className="-m-2"
          >
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </Button>
        </div>
      }
    >
      <p id={noteId} className="mt-2 text-sm leading-relaxed text-mist-300">
        No real money moves. This stands in for Razorpay Checkout while no payment keys are configured, and
        signs its results the way Razorpay does.
      </p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-sm">
        {facts.map(([label, value, wrap = ""]) => (
          <Fragment key={label}>
            <dt className="text-mist-400">{label}</dt>
            <dd className={`text-right font-medium break-words text-mist-50 tabular-nums ${wrap}`}>
              {value}
            </dd>
          </Fragment>
        ))}
      </dl>
      <p role="status" className="mt-4 min-h-5 text-sm text-mist-300">
        {status}
      </p>
      {/* Pay first on phones; side by side, failure on the left. */}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Button
          ref={payRef}
          disabled={busy}
          onClick={() => void settle("success")}
          variant="brand"
          className="sm:order-2"
        >
          {`Pay ${amount}`}
        </Button>
        <Button
          disabled={busy}
          onClick={() => void settle("failure")}
          variant="secondary"
          className="sm:order-1"
        >
          Simulate failure
        </Button>
      </div>
    </Modal>
  );
}
