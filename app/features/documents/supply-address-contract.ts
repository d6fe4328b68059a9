import { z } from "zod";
import { INDIAN_STATES, statesOfPin } from "~/content/india-states";

/** The order page's form for the structured address an Indian invoice's place of supply needs. */
export const SUPPLY_ADDRESS_INTENT = "supply-address";

const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [string, ...string[]];

/**
 * PIN code, state or union territory (from the official list) and city; the state must be one the
 * PIN's postal circle covers, so a typo in either is caught before the invoice is made from them.
 */
export const supplyAddressForm = z
  .object({
    postalCode: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s/g, ""))
      .pipe(z.string().regex(/^[1-9]\d{5}$/, "Please enter your 6-digit PIN code")),
    stateCode: z.enum(STATE_CODES, { error: "Please choose your state or union territory" }),
    city: z
      .string()
      .trim()
      .min(2, "Please enter your city")
      .max(80, "Please keep the city under 80 characters"),
  })
  .superRefine((value, ctx) => {
    const states = statesOfPin(value.postalCode);
    if (states.length === 0) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: "This is not an Indian PIN code" });
    } else if (!states.some((s) => s.code === value.stateCode)) {
      ctx.addIssue({
        code: "custom",
        path: ["stateCode"],
        message: `PIN code ${value.postalCode} is in ${states.map((s) => s.name).join(" or ")}`,
      });
    }
  });

/** What the order page shows of the structured address: whether it is asked for, and what was given. */
export interface SupplyAddressState {
  /** An Indian order, not yet shipped, whose typed address names no single state and none given. */
  needed: boolean;
  given: { postalCode: string; stateName: string; city: string } | null;
}

/** A refused form: each field's problem and what was sent, to show again. */
export type SupplyAddressAnswer = {
  fieldErrors: Partial<Record<"postalCode" | "stateCode" | "city", string>>;
  values: Record<string, string>;
};
