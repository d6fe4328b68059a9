import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { reviewForm, type ActionResult } from "~/features/operators/contract";
import { ConsolePostForm } from "./console-post-form";
import { FieldError, buttonClass, inputClass } from "./ui";
import { useConsoleForm } from "./use-console-form";

/**
 * How an operator closes a review: accept what was captured (the order becomes paid), refund all
 * of it, or record that the buyer was contacted. Used on the review list and the detail page; of
 * the list's forms, only the one posted shows the server's answer.
 */
export function ReviewForm({
  preorderId,
  result,
}: {
  preorderId: string;
  result?: ActionResult | undefined;
}) {
  const reply = result?.reply?.initialValue?.preorderId === preorderId ? result.reply : undefined;
  const [form, fields] = useConsoleForm(`review-${preorderId}`, reviewForm, reply);
  return (
    <ConsolePostForm
      className="grid gap-2 sm:grid-cols-[14rem_1fr_auto] sm:items-end"
      {...getFormProps(form)}
      intent="review"
    >
      <input type="hidden" name="preorderId" value={preorderId} />
      <div>
        <label htmlFor={fields.outcome.id} className="block text-sm text-mist-300">
          Outcome
        </label>
        <select {...getSelectProps(fields.outcome)} className={inputClass}>
          <option value="accepted">Accept the captured amount</option>
          <option value="refunded">Refund the captured amount</option>
          <option value="contacted_buyer">Buyer contacted (stays in review)</option>
        </select>
        <FieldError id={fields.outcome.errorId} message={fields.outcome.errors?.[0]} />
      </div>
      <div>
        <label htmlFor={fields.note.id} className="block text-sm text-mist-300">
          Note (optional)
        </label>
        <input {...getInputProps(fields.note, { type: "text" })} className={inputClass} />
        <FieldError id={fields.note.errorId} message={fields.note.errors?.[0]} />
      </div>
      <button type="submit" className={buttonClass}>
        Resolve
      </button>
    </ConsolePostForm>
  );
}
