import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { shipForm } from "~/features/fulfilment/shipping-contract";
import type { DispatchFacts } from "~/features/fulfilment/server/order-progress.server";
import { KNOWN_CARRIERS } from "~/lib/carriers";
import { windowTitle } from "~/lib/delivery-window";
import { ConsolePostForm } from "./console-post-form";
import type { ActionResult } from "~/features/operators/contract";
import { ActionMessages, FieldError, Panel, buttonClass, inputClass, secondaryButtonClass } from "./ui";
import { ShopTime } from "./shop-time";
import { useConsoleForm } from "./use-console-form";

const PRESCRIPTION_WORDS = {
  given: "Given by the buyer",
  missing: "Missing: it ships only with your reason",
  notNeeded: "Not needed (no glasses in this order)",
};

/**
 * Dispatch on an order's console page: its steps with their dates, the delivery window of its
 * place, the prescription, and the forms to mark it shipped (carrier and tracking number, and a
 * reason when the prescription is missing) or delivered.
 */
export function DispatchPanel({
  facts,
  result,
}: {
  facts: DispatchFacts;
  result?: ActionResult | undefined;
}) {
  const mine = result?.intent === "ship" || result?.intent === "deliver" ? result : undefined;
  const ship = mine?.intent === "ship" ? mine.reply : undefined;
  const [form, fields] = useConsoleForm("ship", shipForm, ship);
  const formError = mine?.error ?? form.errors?.[0];
  const prescription = !facts.includesGlasses
    ? PRESCRIPTION_WORDS.notNeeded
    : facts.prescriptionGiven
      ? PRESCRIPTION_WORDS.given
      : facts.prescriptionOverride
        ? `Shipped without it: ${facts.prescriptionOverride}`
        : PRESCRIPTION_WORDS.missing;
  const needsReason = facts.includesGlasses && !facts.prescriptionGiven;
  const overrideHint = `${fields.prescriptionOverride.id}-hint`;
  const { key: carrierKey, ...carrier } = getInputProps(fields.carrier, { type: "text" });
  const { key: trackingKey, ...tracking } = getInputProps(fields.trackingNumber, { type: "text" });
  const { key: overrideKey, ...override } = getTextareaProps(fields.prescriptionOverride, {
    ariaDescribedBy: overrideHint,
  });
  return (
    <Panel title="Dispatch">
      <ActionMessages error={formError} message={mine?.message} spacing="mb-3" />
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[11rem_1fr]">
        <dt className="text-mist-300">State</dt>
        <dd>{facts.statusLabel}</dd>
        <dt className="text-mist-300">Prescription</dt>
        <dd>{prescription}</dd>
        {facts.window ? (
          <>
            <dt className="text-mist-300">Expected delivery</dt>
            <dd>
              {windowTitle(facts.window.window)} (place {facts.window.position},{" "}
              {facts.window.windowId
                ? "window set in the console"
                : facts.window.waveId
                  ? "from its wave's ship date"
                  : "the DELIVERY_START default"}
              )
            </dd>
          </>
        ) : null}
        {facts.carrier ? (
          <>
            <dt className="text-mist-300">Carrier</dt>
            <dd>
              {facts.carrier}, {facts.trackingNumber}
              {facts.trackingUrl ? (
                <>
                  {" "}
                  <a href={facts.trackingUrl} className="text-brand-300 underline" rel="noopener noreferrer">
                    Track
                  </a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      <ol className="mt-3 grid gap-1 text-sm" aria-label="Steps">
        {facts.steps.map((s) => (
          <li key={s.key} className="flex flex-wrap gap-x-2">
            <span className={s.at ? "text-mist-50" : "text-mist-400"}>{s.label}</span>
            <span className="text-mist-300 tabular-nums">
              <ShopTime value={s.at} missing="not yet" />
            </span>
          </li>
        ))}
      </ol>
      {facts.canShip ? (
        <ConsolePostForm
          className="mt-4 grid gap-3 sm:max-w-md"
          aria-label="Mark shipped"
          {...getFormProps(form)}
          intent="ship"
        >
          <div>
            <label htmlFor={fields.carrier.id} className="mb-1 block text-sm">
              Carrier
            </label>
            <input
              key={carrierKey}
              {...carrier}
              list="known-carriers"
              maxLength={60}
              autoComplete="off"
              className={inputClass}
            />
            <datalist id="known-carriers">
              {KNOWN_CARRIERS.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <FieldError id={fields.carrier.errorId} message={fields.carrier.errors?.[0]} />
          </div>
          <div>
            <label htmlFor={fields.trackingNumber.id} className="mb-1 block text-sm">
              Tracking number
            </label>
            <input key={trackingKey} {...tracking} maxLength={60} autoComplete="off" className={inputClass} />
            <FieldError id={fields.trackingNumber.errorId} message={fields.trackingNumber.errors?.[0]} />
          </div>
          {needsReason ? (
            <div>
              <label htmlFor={fields.prescriptionOverride.id} className="mb-1 block text-sm">
                Reason to ship without the buyer&apos;s prescription
              </label>
              <textarea key={overrideKey} {...override} rows={2} maxLength={500} className={inputClass} />
              <p id={overrideHint} className="mt-1 text-sm text-mist-300">
                Required while the prescription is missing; kept on the order and in the audit log.
              </p>
              <FieldError
                id={fields.prescriptionOverride.errorId}
                message={fields.prescriptionOverride.errors?.[0]}
              />
            </div>
          ) : null}
          <div>
            <button type="submit" className={buttonClass}>
              Mark shipped
            </button>
          </div>
        </ConsolePostForm>
      ) : null}
      {facts.canDeliver ? (
        <ConsolePostForm className="mt-4" aria-label="Mark delivered" intent="deliver">
          <button type="submit" className={secondaryButtonClass}>
            Mark delivered
          </button>
        </ConsolePostForm>
      ) : null}
    </Panel>
  );
}
