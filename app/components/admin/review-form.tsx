import { Form } from "react-router";
import { CsrfField } from "./csrf-field";
import { buttonClass, inputClass } from "./ui";

/**
 * How an operator closes a review: accept what was captured (the order becomes paid), refund all
 * of it, or record that the buyer was contacted. Used on the review list and the detail page.
 */
export function ReviewForm({ preorderId, action }: { preorderId: string; action?: string }) {
  return (
    <Form method="post" action={action} className="grid gap-2 sm:grid-cols-[14rem_1fr_auto] sm:items-end">
      <CsrfField />
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="preorderId" value={preorderId} />
      <div>
        <label htmlFor={`outcome-${preorderId}`} className="block text-sm text-mist-300">
          Outcome
        </label>
        <select id={`outcome-${preorderId}`} name="outcome" className={inputClass}>
          <option value="accepted">Accept the captured amount</option>
          <option value="refunded">Refund the captured amount</option>
          <option value="contacted_buyer">Buyer contacted (stays in review)</option>
        </select>
      </div>
      <div>
        <label htmlFor={`note-${preorderId}`} className="block text-sm text-mist-300">
          Note (optional)
        </label>
        <input id={`note-${preorderId}`} name="note" maxLength={500} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass}>
        Resolve
      </button>
    </Form>
  );
}
