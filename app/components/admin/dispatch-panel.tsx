import { Form, useNavigation } from "react-router";
import type { DispatchFacts } from "~/features/fulfilment/server/order-progress.server";
import { KNOWN_CARRIERS } from "~/lib/carriers";
import { windowTitle } from "~/lib/delivery-window";
import { CsrfField } from "./csrf-field";
import type { ActionResult } from "./refund-panel";
import { ActionMessages, FieldError, Panel, buttonClass, inputClass, secondaryButtonClass } from "./ui";
import { ShopTime } from "./shop-time";

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
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const busy = navigation.state !== "idle" && (intent === "ship" || intent === "deliver");
  const mine = result?.intent === "ship" || result?.intent === "deliver" ? result : undefined;
  const fieldError = (field: string) => (mine?.field === field ? (mine.error ?? undefined) : undefined);
  const formError =
    mine?.error && !["carrier", "trackingNumber", "prescriptionOverride"].includes(mine.field ?? "")
      ? mine.error
      : undefined;
  const prescription = !facts.includesGlasses
    ? PRESCRIPTION_WORDS.notNeeded
    : facts.prescriptionGiven
      ? PRESCRIPTION_WORDS.given
      : facts.prescriptionOverride
        ? `Shipped without it: ${facts.prescriptionOverride}`
        : PRESCRIPTION_WORDS.missing;
  const needsReason = facts.includesGlasses && !facts.prescriptionGiven;
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
              {facts.window.windowId ? "window set in the console" : "the DELIVERY_START default"})
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
        <Form method="post" className="mt-4 grid gap-3 sm:max-w-md" aria-label="Mark shipped">
          <CsrfField />
          <input type="hidden" name="intent" value="ship" />
          <div>
            <label htmlFor="carrier" className="mb-1 block text-sm">
              Carrier
            </label>
            <input
              id="carrier"
              name="carrier"
              list="known-carriers"
              required
              maxLength={60}
              autoComplete="off"
              className={inputClass}
              aria-invalid={fieldError("carrier") ? true : undefined}
              aria-describedby={fieldError("carrier") ? "carrier-error" : undefined}
            />
            <datalist id="known-carriers">
              {KNOWN_CARRIERS.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <FieldError id="carrier-error" message={fieldError("carrier")} />
          </div>
          <div>
            <label htmlFor="trackingNumber" className="mb-1 block text-sm">
              Tracking number
            </label>
            <input
              id="trackingNumber"
              name="trackingNumber"
              required
              maxLength={60}
              autoComplete="off"
              className={inputClass}
              aria-invalid={fieldError("trackingNumber") ? true : undefined}
              aria-describedby={fieldError("trackingNumber") ? "trackingNumber-error" : undefined}
            />
            <FieldError id="trackingNumber-error" message={fieldError("trackingNumber")} />
          </div>
          {needsReason ? (
            <div>
              <label htmlFor="prescriptionOverride" className="mb-1 block text-sm">
                Reason to ship without the buyer&apos;s prescription
              </label>
              <textarea
                id="prescriptionOverride"
                name="prescriptionOverride"
                rows={2}
                maxLength={500}
                className={inputClass}
                aria-describedby="prescriptionOverride-hint prescriptionOverride-error"
              />
              <p id="prescriptionOverride-hint" className="mt-1 text-sm text-mist-300">
                Required while the prescription is missing; kept on the order and in the audit log.
              </p>
              <FieldError id="prescriptionOverride-error" message={fieldError("prescriptionOverride")} />
            </div>
          ) : null}
          <div>
            <button type="submit" className={buttonClass} disabled={busy}>
              Mark shipped
            </button>
          </div>
        </Form>
      ) : null}
      {facts.canDeliver ? (
        <Form method="post" className="mt-4" aria-label="Mark delivered">
          <CsrfField />
          <input type="hidden" name="intent" value="deliver" />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            Mark delivered
          </button>
        </Form>
      ) : null}
    </Panel>
  );
}
