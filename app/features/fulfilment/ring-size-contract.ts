import { RING_SIZES } from "~/lib/pricing";

/**
 * The order page's ring-size form: VueRING's size, changeable until dispatch. A plain form post
 * (its own intent and field), checked again on the server, which alone decides.
 */

/** The order page action's `intent` this form posts. */
export const RING_SIZE_CHANGE_INTENT = "ring-size-change";
/** The select's name (the balance form's own ring size is a different field). */
export const RING_SIZE_CHANGE_FIELD = "ringSize";

export const RING_SIZE_CHANGE_ERRORS = {
  invalid: `Choose a ring size from ${RING_SIZES.min} to ${RING_SIZES.max}`,
  shipped:
    "Your order has shipped or is closed, so the ring size can no longer be changed here. Please write to our support team.",
} as const;

/** What the page shows: the booked VueRING's size (null if none was given) and whether it may change. */
export interface RingSizeState {
  size: number | null;
  editable: boolean;
}

/** A refused change, for the form: the error names its field (`ringSize`, or `form` for the order's state). */
export interface RingSizeAnswer {
  field: typeof RING_SIZE_CHANGE_FIELD | "form";
  error: string;
}

/** The posted size, or null when it is not one VueRING is made in. */
export function parseRingSize(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value.trim())) return null;
  const size = Number(value);
  return size >= RING_SIZES.min && size <= RING_SIZES.max ? size : null;
}
