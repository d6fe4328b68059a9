import type { ProductId } from "~/content/catalogue";
import { emptyCart, selectProducts, setRingSize, updateQuantity, type Cart } from "~/lib/cart";
import {
  FORM_FIELDS,
  formErrors,
  RING_SIZE_FIELD,
  RING_SIZE_MESSAGE,
  type FormErrors,
  type FormValues,
  type PreorderFormAnswer,
  type PreorderFormField,
} from "../contract";
import { emptyForm, errorSummary } from "../form-fields";
import type { VoiceNoteBlob } from "./save-preorder";

/**
 * The pre-order page's state as one machine: what the buyer chose and typed, and where the submit
 * stands. Every change is an event; `preorderReducer` is the only place the state moves.
 */

/** Where a submit stands. Only `saving` and `paying` (and a paid order leaving) lock the form. */
export type SubmitStep =
  | { step: "editing" }
  /** Accessories only: 'Add Vue Glass?' is asked, in a dialog or (form returned without JavaScript) in the page. */
  | { step: "asking-glasses"; where: "dialog" | "page" }
  | { step: "saving"; attempt: number }
  | { step: "paying"; attempt: number }
  /** Paid: the thank-you dialog shows while the page moves to the callback. */
  | { step: "paid"; attempt: number }
  /** Stored, but the payment could not start: the thank-you dialog says so; the form is free again. */
  | { step: "payment-failed"; message: string };

export interface PreorderState {
  cart: Cart;
  values: FormValues;
  errors: FormErrors;
  /** After a first failed submit, errors follow every change. */
  validateLive: boolean;
  /** The screen-reader summary of the errors. */
  summary: string;
  /** The product whose + was pressed at the maximum. */
  limitReached: ProductId | null;
  note: VoiceNoteBlob | null;
  submit: SubmitStep;
}

export type PreorderEvent =
  /**
   * What the fields hold as the page's script takes them over: anything typed before hydration is
   * in the page, not yet in the state.
   */
  | { type: "hydrated"; typed: FormValues }
  /** Browser storage read after hydration: the saved cart, and the draft when there is one. */
  | { type: "restored"; cart: Cart; draft: FormValues | null }
  | { type: "cart-changed"; cart: Cart; limitReached: ProductId | null }
  | { type: "field-changed"; field: PreorderFormField; value: string }
  | { type: "field-left" }
  | { type: "invalid"; errors: FormErrors }
  | { type: "voice-note"; note: VoiceNoteBlob | null }
  | { type: "glasses-asked" }
  | { type: "glasses-dismissed" }
  | { type: "save-started" }
  | { type: "attempt"; attempt: number }
  | { type: "save-failed" }
  | { type: "payment-started" }
  | { type: "paid" }
  | { type: "payment-dismissed" }
  /** `saved`: the pre-order is stored, so the thank-you dialog tells the buyer so. */
  | { type: "payment-failed"; message: string; saved: boolean }
  | { type: "thank-you-closed" };

const EDITING: SubmitStep = { step: "editing" };

/** A selected VueRING without its ring size: the error the cart shows by the size's list. */
function cartErrors(cart: Cart): FormErrors {
  const ring = cart.find((i) => i.productId === "vuering");
  return ring?.isSelected && ring.ringSize === undefined ? { [RING_SIZE_FIELD]: RING_SIZE_MESSAGE } : {};
}

/** The errors of the whole page: the cart's, then the details'. */
export const pageErrors = (cart: Cart, values: FormValues): FormErrors => ({
  ...cartErrors(cart),
  ...formErrors(values),
});

/**
 * The first state: the products of `?items=` and an address in `country` (the visitor's region),
 * or the form as the page's action returned it.
 */
export function initialPreorderState(
  initialItems: readonly ProductId[],
  returned?: Extract<PreorderFormAnswer, { status: "returned" }>,
  country = "",
): PreorderState {
  if (!returned) {
    return {
      cart: selectProducts(emptyCart(), initialItems),
      values: emptyForm(country),
      errors: {},
      validateLive: false,
      summary: "",
      limitReached: null,
      note: null,
      submit: EDITING,
    };
  }
  const cart = returned.items.reduce((c, i) => {
    const selected = updateQuantity(selectProducts(c, [i.id]), i.id, i.quantity);
    return i.ringSize === undefined ? selected : setRingSize(selected, i.ringSize);
  }, emptyCart());
  return {
    cart,
    values: returned.values,
    errors: returned.errors,
    validateLive: Object.keys(returned.errors).length > 0,
    summary: errorSummary(returned.errors),
    limitReached: null,
    note: null,
    submit: returned.askGlasses ? { step: "asking-glasses", where: "page" } : EDITING,
  };
}

/** Whether the form is locked while a submit is under way. */
export const isBusy = (submit: SubmitStep) =>
  submit.step === "saving" || submit.step === "paying" || submit.step === "paid";

export function preorderReducer(state: PreorderState, event: PreorderEvent): PreorderState {
  const { submit } = state;
  switch (event.type) {
    case "hydrated": {
      // The page is what the buyer sees and typed into: it wins over the state's first guess.
      const { typed } = event;
      if (FORM_FIELDS.every((f) => typed[f] === state.values[f])) return state;
      return {
        ...state,
        values: typed,
        errors: state.validateLive ? pageErrors(state.cart, typed) : state.errors,
      };
    }
    case "restored": {
      // The tab's draft fills only what is still empty: never over what was typed on this page.
      // The country is never empty (the region's, prefilled): a country the draft holds was chosen.
      const { draft } = event;
      const values = draft
        ? ({
            ...(Object.fromEntries(FORM_FIELDS.map((f) => [f, state.values[f] || draft[f]])) as FormValues),
            country: draft.country || state.values.country,
          } satisfies FormValues)
        : state.values;
      return { ...state, cart: event.cart, values };
    }
    case "cart-changed": {
      // A ring size chosen (or VueRING removed) takes its error away; none appears before a submit.
      const { [RING_SIZE_FIELD]: _shown, ...rest } = state.errors;
      const errors = state.errors[RING_SIZE_FIELD] ? { ...cartErrors(event.cart), ...rest } : state.errors;
      return { ...state, cart: event.cart, limitReached: event.limitReached, errors };
    }
    case "field-changed": {
      const values = { ...state.values, [event.field]: event.value };
      return { ...state, values, errors: state.validateLive ? pageErrors(state.cart, values) : state.errors };
    }
    case "field-left":
      return state.validateLive ? { ...state, errors: pageErrors(state.cart, state.values) } : state;
    case "invalid":
      return { ...state, errors: event.errors, validateLive: true, summary: errorSummary(event.errors) };
    case "voice-note":
      return { ...state, note: event.note };
    case "glasses-asked":
      return { ...state, errors: {}, summary: "", submit: { step: "asking-glasses", where: "dialog" } };
    case "glasses-dismissed":
      return submit.step === "asking-glasses" ? { ...state, submit: EDITING } : state;
    case "save-started":
      return isBusy(submit)
        ? state
        : { ...state, errors: {}, summary: "", submit: { step: "saving", attempt: 1 } };
    case "attempt":
      return submit.step === "saving" || submit.step === "paying"
        ? { ...state, submit: { ...submit, attempt: event.attempt } }
        : state;
    case "save-failed":
      return submit.step === "saving" ? { ...state, submit: EDITING } : state;
    case "payment-started":
      return submit.step === "saving" ? { ...state, submit: { step: "paying", attempt: 1 } } : state;
    case "paid":
      return submit.step === "paying"
        ? { ...state, submit: { step: "paid", attempt: submit.attempt } }
        : state;
    case "payment-dismissed":
      return submit.step === "paying" ? { ...state, submit: EDITING } : state;
    case "payment-failed":
      if (submit.step !== "paying") return state;
      return { ...state, submit: event.saved ? { step: "payment-failed", message: event.message } : EDITING };
    case "thank-you-closed":
      if (submit.step === "payment-failed") return { ...state, submit: EDITING };
      // Paid: the page is already on its way to the callback; the form stays locked.
      return submit.step === "paid"
        ? { ...state, submit: { step: "paying", attempt: submit.attempt } }
        : state;
  }
}
