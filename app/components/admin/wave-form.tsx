import { getFormProps, getInputProps } from "@conform-to/react";
import { openWaveForm } from "~/features/fulfilment/console-contract";
import type { ActionResult } from "~/features/operators/contract";
import { ConsolePostForm } from "./console-post-form";
import { ActionMessages, FieldError, Panel, buttonClass, inputClass } from "./ui";
import { useConsoleForm } from "./use-console-form";

/**
 * Opens a delivery wave: the next N paid glasses orders in queue order, or every one up to a
 * queue position, with the ship date their buyers are told. The key is fresh on every render of
 * the page, so a double submit opens one wave. Checked with `openWaveForm`, in the browser and
 * again by the action.
 */
export function WaveForm({
  idempotencyKey,
  testMode,
  today,
  result,
}: {
  idempotencyKey: string;
  testMode: boolean;
  today: string;
  result: ActionResult | undefined;
}) {
  const [form, fields] = useConsoleForm("open-wave", openWaveForm, result?.reply);
  const by = fields.by.initialValue === "position" ? "position" : "count";
  // The key and the choice of radio are not fields with a message of their own: the form's.
  const refusal =
    result?.error ?? form.errors?.[0] ?? fields.idempotencyKey.errors?.[0] ?? fields.by.errors?.[0];
  const { key: numberKey, ...number } = getInputProps(fields.number, { type: "number" });
  const { key: shipDateKey, ...shipDate } = getInputProps(fields.shipDate, { type: "date" });
  return (
    <Panel title="Open a delivery wave">
      <p className="mb-3 text-sm text-mist-300">
        {`Each buyer in the wave gets one e-mail with a link to pay the balance before dispatch, and a prescription reminder if theirs is missing. ${testMode ? "Sandbox mode: only test orders are taken." : "Only real orders are taken (test orders never are)."}`}
      </p>
      <ConsolePostForm
        className="grid gap-3 sm:grid-cols-[auto_10rem_12rem_auto] sm:items-end"
        {...getFormProps(form)}
        intent="open-wave"
      >
        <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
        <fieldset>
          <legend className="text-sm text-mist-300">Take</legend>
          <label className="mr-3 inline-flex items-center gap-2 py-2">
            <input type="radio" name={fields.by.name} value="count" defaultChecked={by === "count"} />
            the next orders in the queue
          </label>
          <label className="inline-flex items-center gap-2 py-2">
            <input type="radio" name={fields.by.name} value="position" defaultChecked={by === "position"} />
            every order up to queue position
          </label>
        </fieldset>
        <div>
          <label htmlFor={fields.number.id} className="block text-sm text-mist-300">
            Number of orders, or queue position
          </label>
          <input key={numberKey} {...number} inputMode="numeric" min={1} className={inputClass} />
          <FieldError id={fields.number.errorId} message={fields.number.errors?.[0]} />
        </div>
        <div>
          <label htmlFor={fields.shipDate.id} className="block text-sm text-mist-300">
            Expected ship date
          </label>
          <input key={shipDateKey} {...shipDate} min={today} className={inputClass} />
          <FieldError id={fields.shipDate.errorId} message={fields.shipDate.errors?.[0]} />
        </div>
        <button type="submit" className={buttonClass}>
          Open wave and send balance links
        </button>
      </ConsolePostForm>
      <ActionMessages error={refusal} message={result?.message} spacing="mt-3" />
    </Panel>
  );
}
