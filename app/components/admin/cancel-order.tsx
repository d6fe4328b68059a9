import { getFormProps, getInputProps } from "@conform-to/react";
import { Link } from "react-router";
import { cancelForm, type ActionResult } from "~/features/operators/contract";
import { formatMoney } from "~/lib/money";
import { staffStatusLabel } from "~/features/orders/status-labels";
import type { Currency } from "~/lib/regions";
import { ConsolePostForm } from "./console-post-form";
import { useConsoleForm } from "./use-console-form";
import { ActionMessages, FieldError, Panel, inputClass, secondaryButtonClass } from "./ui";

/** The detail page's way in: cancelling always goes through the confirmation step. */
export function CancelOrderPanel({ preorderId }: { preorderId: string }) {
  return (
    <Panel title="Cancel order">
      <p className="mb-3 text-mist-300">
        Stops the order before dispatch and refunds everything captured. You confirm the amounts first.
      </p>
      <Link to={`/admin/preorders/${preorderId}/cancel`} className={`inline-block ${secondaryButtonClass}`}>
        Cancel order…
      </Link>
    </Panel>
  );
}

export interface CancelConfirmationData {
  id: string;
  reference: string;
  status: string;
  currency: Currency;
  cancellable: boolean;
  refund: { total: number; parts: { kind: "booking" | "balance"; amount: number }[] };
}

const PAYMENT_NAME = { booking: "the booking payment", balance: "the balance payment" } as const;

/**
 * The confirmation step: what will be refunded, from which payment, and the button that does it.
 * The form is checked with `cancelForm`, in the browser and again by the action; a refusal (the
 * refund changed since the page was drawn, the order moved on) is said above it.
 */
export function CancelConfirmation({
  order,
  result,
}: {
  order: CancelConfirmationData;
  result?: ActionResult | undefined;
}) {
  const [form, fields] = useConsoleForm("cancel-order", cancelForm, result?.reply);
  const money = (minor: number) => formatMoney(minor, order.currency);
  // The refund shown travels in a hidden field: its refusal is the form's, not a field's.
  const refusal = form.errors?.[0] ?? fields.confirmedRefund.errors?.[0];
  const back = (
    <Link to={`/admin/preorders/${order.id}`} className="text-brand-300 underline">
      Back to {order.reference}
    </Link>
  );
  if (result?.message || !order.cancellable) {
    return (
      <Panel title={`Cancel ${order.reference}`}>
        <ActionMessages error={refusal} message={result?.message} spacing="mb-3" />
        {result?.message ? null : (
          <p className="mb-3">{`This order is "${staffStatusLabel(order.status)}": it can no longer be cancelled.`}</p>
        )}
        {back}
      </Panel>
    );
  }
  return (
    <Panel title={`Cancel ${order.reference}`}>
      <ActionMessages error={refusal} spacing="mb-3" />
      {order.refund.total > 0 ? (
        <>
          <p>{`Cancelling refunds ${money(order.refund.total)} in all:`}</p>
          <ul className="mt-2 mb-3 list-disc pl-6" aria-label="What will be refunded">
            {order.refund.parts.map((p) => (
              <li key={p.kind}>{`${money(p.amount)} from ${PAYMENT_NAME[p.kind]}`}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mb-3">Nothing was captured for this order: nothing will be refunded.</p>
      )}
      <ConsolePostForm className="space-y-3" {...getFormProps(form)}>
        <input type="hidden" name={fields.confirmedRefund.name} value={order.refund.total} />
        <div>
          <label htmlFor={fields.reason.id} className="block text-sm text-mist-300">
            Reason (optional, kept in the audit log)
          </label>
          <input {...getInputProps(fields.reason, { type: "text" })} className={inputClass} />
          <FieldError id={fields.reason.errorId} message={fields.reason.errors?.[0]} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded border border-danger-400 px-4 py-2 font-semibold text-danger-400 hover:bg-ink-700 focus-visible:outline-danger-400"
          >
            {order.refund.total > 0 ? `Cancel order and refund ${money(order.refund.total)}` : "Cancel order"}
          </button>
          {back}
        </div>
      </ConsolePostForm>
    </Panel>
  );
}
