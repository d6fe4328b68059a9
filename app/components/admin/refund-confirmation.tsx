import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { formatMoney } from "~/lib/money";
import { refundForm, type ActionResult, type RefundPreview } from "~/features/operators/contract";
import { staffStatusLabel } from "~/features/orders/status-labels";
import { ConsolePostForm } from "./console-post-form";
import { RefundAmountField } from "./refund-amount-field";
import { ActionMessages, Panel, secondaryButtonClass } from "./ui";
import { useConsoleForm } from "./use-console-form";

export interface RefundConfirmationData extends RefundPreview {
  /** This render's key: submitting the same page twice refunds once. */
  idempotencyKey: string;
}

const FROM = { booking: "the booking payment", balance: "the balance payment" } as const;

/**
 * The refund's confirmation step: the amount in words and per payment, what is left after it,
 * and one button naming the amount. Without an amount (or with one that cannot be refunded), the
 * amount field again, with the reason.
 */
export function RefundConfirmation({
  order,
  result,
}: {
  order: RefundConfirmationData;
  result?: ActionResult | undefined;
}) {
  const [form, fields] = useConsoleForm("refund", refundForm, result?.reply);
  // Both fields are hidden (the amount shown, this render's key): a refusal is the form's.
  const refusal = form.errors?.[0] ?? fields.amount.errors?.[0] ?? fields.idempotencyKey.errors?.[0];
  const money = (minor: number) => formatMoney(minor, order.currency);
  const back = (
    <Link to={`/admin/preorders/${order.id}`} className="text-brand-300 underline">
      Back to {order.reference}
    </Link>
  );
  if (result?.message) {
    return (
      <Panel title={`Refund ${order.reference}`}>
        <ActionMessages message={result.message} spacing="mb-3" />
        {back}
      </Panel>
    );
  }
  if (!order.canRefund) {
    return (
      <Panel title={`Refund ${order.reference}`}>
        <ActionMessages error={refusal} spacing="mb-3" />
        <p className="mb-3">
          {order.refundable > 0
            ? `This order is "${staffStatusLabel(order.status)}": it cannot be refunded.`
            : "Nothing is left to refund on this order."}
        </p>
        {back}
      </Panel>
    );
  }
  const refund = order.refund;
  if (!refund) {
    // A refused post (more than is left) comes back here: its reason is said above the amount.
    return (
      <Panel title={`Refund ${order.reference}`}>
        <ActionMessages error={refusal} spacing="mb-3" />
        <Form method="get" className="space-y-3" noValidate>
          <RefundAmountField
            currency={order.currency}
            refundable={order.refundable}
            error={order.error}
            className="sm:w-56"
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={secondaryButtonClass}>
              Refund this amount…
            </button>
            {back}
          </div>
        </Form>
      </Panel>
    );
  }
  const after = order.refundable - refund.amount;
  return (
    <Panel title={`Refund ${order.reference}`}>
      <ActionMessages error={refusal} spacing="mb-3" />
      <p className="text-lg text-mist-50" data-testid="refund-to-confirm">
        Refund <strong className="tabular-nums">{money(refund.amount)}</strong> to {order.name}?
      </p>
      <ul className="mt-2 list-disc pl-6" aria-label="What will be refunded">
        {refund.parts.map((p) => (
          <li key={p.kind}>{`${money(p.amount)} from ${FROM[p.kind]}`}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-mist-300">
        {after > 0
          ? `${money(after)} will be left to refund. The buyer gets an e-mail once the gateway confirms.`
          : "Nothing will be left to refund. The buyer gets an e-mail once the gateway confirms."}
      </p>
      <ConsolePostForm className="mt-4 flex flex-wrap items-center gap-4" {...getFormProps(form)}>
        <input type="hidden" name={fields.amount.name} value={refund.amount} />
        <input type="hidden" name={fields.idempotencyKey.name} value={order.idempotencyKey} />
        <button
          type="submit"
          className="rounded border border-danger-400 px-4 py-2 font-semibold text-danger-400 hover:bg-ink-700 focus-visible:outline-danger-400"
        >
          {`Refund ${money(refund.amount)}`}
        </button>
        <Link to="?" className="text-brand-300 underline">
          Change the amount
        </Link>
        {back}
      </ConsolePostForm>
    </Panel>
  );
}
