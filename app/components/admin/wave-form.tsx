import { Form, useNavigation } from "react-router";
import { CsrfField } from "./csrf-field";
import { FieldError, Panel, buttonClass, inputClass } from "./ui";

export interface WaveFormResult {
  field?: string | null;
  error?: string | null;
  message?: string | null;
}

/**
 * Opens a delivery wave: the next N paid glasses orders in queue order, or every one up to a
 * queue position, with the ship date their buyers are told. The key is fresh on every render of
 * the page, so a double submit opens one wave.
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
  result: WaveFormResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "open-wave";
  const errorOf = (field: string) => (result?.field === field ? (result.error ?? undefined) : undefined);
  const formError =
    result?.error && !["number", "shipDate", "by"].includes(result.field ?? "") ? result.error : undefined;
  return (
    <Panel title="Open a delivery wave">
      <p className="mb-3 text-sm text-mist-300">
        {`Each buyer in the wave gets one e-mail with a link to pay the balance before dispatch, and a prescription reminder if theirs is missing. ${testMode ? "Sandbox mode: only test orders are taken." : "Only real orders are taken (test orders never are)."}`}
      </p>
      <Form method="post" className="grid gap-3 sm:grid-cols-[auto_10rem_12rem_auto] sm:items-end">
        <CsrfField />
        <input type="hidden" name="intent" value="open-wave" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <fieldset>
          <legend className="text-sm text-mist-300">Take</legend>
          <label className="mr-3 inline-flex items-center gap-2 py-2">
            <input type="radio" name="by" value="count" defaultChecked />
            the next orders in the queue
          </label>
          <label className="inline-flex items-center gap-2 py-2">
            <input type="radio" name="by" value="position" />
            every order up to queue position
          </label>
        </fieldset>
        <div>
          <label htmlFor="wave-number" className="block text-sm text-mist-300">
            Number of orders, or queue position
          </label>
          <input
            id="wave-number"
            name="number"
            type="number"
            inputMode="numeric"
            min={1}
            required
            aria-invalid={errorOf("number") ? true : undefined}
            aria-describedby={errorOf("number") ? "wave-number-error" : undefined}
            className={inputClass}
          />
          <FieldError id="wave-number-error" message={errorOf("number")} />
        </div>
        <div>
          <label htmlFor="wave-ship-date" className="block text-sm text-mist-300">
            Expected ship date
          </label>
          <input
            id="wave-ship-date"
            name="shipDate"
            type="date"
            min={today}
            required
            aria-invalid={errorOf("shipDate") ? true : undefined}
            aria-describedby={errorOf("shipDate") ? "wave-ship-date-error" : undefined}
            className={inputClass}
          />
          <FieldError id="wave-ship-date-error" message={errorOf("shipDate")} />
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          Open wave and send balance links
        </button>
      </Form>
      {formError ? (
        <p role="alert" className="mt-3 text-danger-400">
          {formError}
        </p>
      ) : null}
      {result?.message ? (
        <p role="status" className="mt-3 text-success-400">
          {result.message}
        </p>
      ) : null}
    </Panel>
  );
}
