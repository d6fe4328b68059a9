import { Form } from "react-router";
import { CsrfField } from "./csrf-field";
import { FieldError, Panel, buttonClass, inputClass } from "./ui";
import { type PreorderDetail } from "./types";
import { ShopTime } from "./shop-time";

/** Internal notes on a pre-order and the form to add one. */
export function NotesPanel({ notes, error }: { notes: PreorderDetail["notes"]; error?: string | undefined }) {
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
      <Form method="post" className="space-y-2">
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-body" className="block text-sm text-mist-300">
          Add a note
        </label>
        <textarea
          id="note-body"
          name="body"
          rows={3}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-error" : undefined}
        />
        <FieldError id="note-error" message={error} />
        <button type="submit" className={buttonClass}>
          Save note
        </button>
      </Form>
    </Panel>
  );
}
