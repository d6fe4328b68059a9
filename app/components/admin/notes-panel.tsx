import { getFormProps, getTextareaProps } from "@conform-to/react";
import { noteForm, type ActionResult } from "~/features/operators/contract";
import { ConsolePostForm } from "./console-post-form";
import { ActionMessages, FieldError, Panel, buttonClass, inputClass } from "./ui";
import { type PreorderDetail } from "./types";
import { ShopTime } from "./shop-time";
import { useConsoleForm } from "./use-console-form";

/** Internal notes on a pre-order and the form to add one. */
export function NotesPanel({
  notes,
  result,
}: {
  notes: PreorderDetail["notes"];
  result?: ActionResult | undefined;
}) {
  const mine = result?.intent === "note" ? result : undefined;
  const [form, fields] = useConsoleForm("note", noteForm, mine?.reply);
  return (
    <Panel title="Internal notes">
      <ul className="mb-4 space-y-3">
        {notes.map((n) => (
          <li key={n.id}>
            <p className="whitespace-pre-line">{n.body}</p>
            <p className="text-sm text-mist-300">
              {n.operatorEmail}, <ShopTime value={n.createdAt} />
            </p>
          </li>
        ))}
      </ul>
      <ConsolePostForm className="space-y-2" {...getFormProps(form)} intent="note">
        <label htmlFor={fields.body.id} className="block text-sm text-mist-300">
          Add a note
        </label>
        <textarea {...getTextareaProps(fields.body)} rows={3} className={inputClass} />
        <FieldError id={fields.body.errorId} message={fields.body.errors?.[0]} />
        <ActionMessages message={mine?.message} />
        <button type="submit" className={buttonClass}>
          Save note
        </button>
      </ConsolePostForm>
    </Panel>
  );
}
