import { Form } from "react-router";
import { INDIAN_STATES } from "~/content/india-states";
import {
  SUPPLY_ADDRESS_INTENT,
  type SupplyAddressAnswer,
  type SupplyAddressState,
} from "~/features/documents/supply-address-contract";
import { buttonClass } from "~/components/ui/button";

const input =
  "mt-1 block w-full rounded-xl border border-white/15 bg-ink-900 px-3 py-2 text-white aria-invalid:border-danger-400";

/**
 * Asked on an Indian order whose typed address names no single state: the PIN code, state and city
 * its tax invoice's place of supply comes from. A plain form post, checked on the server.
 */
export function SupplyAddressForm({
  state,
  formAction,
  answer,
}: {
  state: SupplyAddressState;
  formAction: string;
  answer: SupplyAddressAnswer | undefined;
}) {
  if (!state.needed && !state.given) return null;
  const errors = answer?.fieldErrors ?? {};
  const field = (name: "postalCode" | "stateCode" | "city") => ({
    id: `supply-${name}`,
    name,
    defaultValue: answer?.values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `supply-${name}-error` : undefined,
  });
  const error = (name: "postalCode" | "stateCode" | "city") =>
    errors[name] ? (
      <p id={`supply-${name}-error`} className="mt-1 text-sm text-danger-400">
        {errors[name]}
      </p>
    ) : null;
  return (
    <section
      id="supply-address"
      aria-labelledby="supply-address-title"
      className="mt-6 rounded-2xl border border-white/10 p-5"
    >
      <h2 id="supply-address-title" className="font-display text-xl font-semibold text-white">
        PIN code and state for your invoice
      </h2>
      {state.given && !state.needed ? (
        <p className="mt-2 text-mist-100" data-testid="supply-address-given">
          Your tax invoice will name {state.given.city} {state.given.postalCode}, {state.given.stateName}.
        </p>
      ) : null}
      {state.needed ? (
        <>
          <p className="mt-2 text-mist-100">
            Your address has no PIN code we can place. Please confirm where the parcel goes before dispatch:
            your tax invoice names the state it is supplied to.
          </p>
          <Form method="post" action={formAction} className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
            <input type="hidden" name="intent" value={SUPPLY_ADDRESS_INTENT} />
            <div>
              <label htmlFor="supply-postalCode" className="text-sm text-mist-300">
                PIN code
              </label>
              <input
                {...field("postalCode")}
                inputMode="numeric"
                autoComplete="postal-code"
                className={input}
              />
              {error("postalCode")}
            </div>
            <div>
              <label htmlFor="supply-stateCode" className="text-sm text-mist-300">
                State or union territory
              </label>
              <select {...field("stateCode")} autoComplete="address-level1" className={input}>
                <option value="">Choose…</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
              {error("stateCode")}
            </div>
            <div>
              <label htmlFor="supply-city" className="text-sm text-mist-300">
                City
              </label>
              <input {...field("city")} autoComplete="address-level2" className={input} />
              {error("city")}
            </div>
            <div className="sm:col-span-3">
              <button type="submit" className={buttonClass("primary", "md")}>
                Save PIN code and state
              </button>
            </div>
          </Form>
        </>
      ) : null}
    </section>
  );
}
