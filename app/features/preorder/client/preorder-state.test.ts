import { expect, test } from "vitest";
import { emptyCart, selectedLines, selectProducts, setRingSize } from "~/lib/cart";
import { emptyForm } from "../form-fields";
import {
  initialPreorderState,
  isBusy,
  pageErrors,
  preorderReducer,
  type PreorderEvent,
  type PreorderState,
} from "./preorder-state";

const run = (state: PreorderState, ...events: PreorderEvent[]) => events.reduce(preorderReducer, state);
const start = () => initialPreorderState(["glasses"], undefined, "IN");
const details = { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210", whatsapp: "" };

test("starts editing with the products of ?items and an empty form", () => {
  const state = start();
  expect(selectedLines(state.cart)).toEqual([{ productId: "glasses", quantity: 1 }]);
  expect(state.values).toEqual(emptyForm("IN"));
  expect(state.submit).toEqual({ step: "editing" });
  expect(isBusy(state.submit)).toBe(false);
});

test("a form returned by the action starts with its values, items, errors and question", () => {
  const state = initialPreorderState([], {
    status: "returned",
    values: { ...emptyForm("IN"), name: "Asha Rao" },
    items: [{ id: "vue-visor", quantity: 3 }],
    errors: { email: "Please enter your email" },
    formError: null,
    askGlasses: true,
  });
  expect(selectedLines(state.cart)).toEqual([{ productId: "vue-visor", quantity: 3 }]);
  expect(state.values.name).toBe("Asha Rao");
  expect(state.summary).toBe("Please check this field: Email.");
  expect(state.validateLive).toBe(true);
  expect(state.submit).toEqual({ step: "asking-glasses", where: "page" });
});

test("errors follow typing only after a failed submit", () => {
  const typed = run(start(), { type: "field-changed", field: "email", value: "nope" });
  expect(typed.errors).toEqual({});
  const invalid = run(typed, { type: "invalid", errors: { email: "Please enter a valid email address" } });
  expect(invalid.summary).toBe("Please check this field: Email.");
  const fixed = run(invalid, { type: "field-changed", field: "email", value: "asha@example.com" });
  expect(fixed.errors.email).toBeUndefined();
  expect(fixed.errors.name).toBe("Please enter your full name");
});

test("restoring from browser storage keeps typed values when there is no draft", () => {
  const typed = run(start(), { type: "field-changed", field: "name", value: "Asha" });
  const cart = selectProducts(emptyCart(), ["vuering"]);
  const restored = run(typed, { type: "restored", cart, draft: null });
  expect(restored.values.name).toBe("Asha");
  expect(restored.cart).toBe(cart);
});

test("at hydration the state takes what the fields hold: keys pressed before the script ran stay", () => {
  const typed = { ...emptyForm("IN"), name: "Asha Verma", email: "asha@" };
  const hydrated = run(start(), { type: "hydrated", typed });
  expect(hydrated.values).toEqual(typed);
  // Nothing typed yet: the same state, so hydration costs no render.
  const untouched = start();
  expect(run(untouched, { type: "hydrated", typed: emptyForm("IN") })).toBe(untouched);
});

test("the tab's draft fills only the fields still empty, never over what was typed on the page", () => {
  const hydrated = run(start(), { type: "hydrated", typed: { ...emptyForm("IN"), name: "Asha Verma" } });
  const restored = run(hydrated, {
    type: "restored",
    cart: hydrated.cart,
    draft: { ...details, name: "Old Name", country: "", address: "12 MG Road, Bengaluru 560001" },
  });
  expect(restored.values).toEqual({
    ...details,
    name: "Asha Verma",
    country: "IN",
    address: "12 MG Road, Bengaluru 560001",
  });
  // A country in the draft was chosen by the buyer: it wins over the region's prefilled one.
  const chosen = run(hydrated, {
    type: "restored",
    cart: hydrated.cart,
    draft: { ...details, country: "DE", address: "" },
  });
  expect(chosen.values.country).toBe("DE");
});

test("save → payment → paid: the form stays locked and the attempt counts", () => {
  const saving = run(start(), { type: "save-started" });
  expect(saving.submit).toEqual({ step: "saving", attempt: 1 });
  expect(isBusy(saving.submit)).toBe(true);
  const retried = run(saving, { type: "attempt", attempt: 2 });
  expect(retried.submit).toEqual({ step: "saving", attempt: 2 });
  const paying = run(retried, { type: "payment-started" });
  expect(paying.submit).toEqual({ step: "paying", attempt: 1 });
  const paid = run(paying, { type: "attempt", attempt: 3 }, { type: "paid" });
  expect(paid.submit).toEqual({ step: "paid", attempt: 3 });
  // Closing the thank-you dialog leaves the form locked: the page is on its way to the callback.
  const closed = run(paid, { type: "thank-you-closed" });
  expect(closed.submit).toEqual({ step: "paying", attempt: 3 });
  expect(isBusy(closed.submit)).toBe(true);
});

test("a second submit while one is under way changes nothing", () => {
  const saving = run(start(), { type: "save-started" }, { type: "attempt", attempt: 2 });
  expect(run(saving, { type: "save-started" })).toBe(saving);
});

test("a failed save, a dismissed checkout and an unavailable payment service return to editing", () => {
  expect(run(start(), { type: "save-started" }, { type: "save-failed" }).submit.step).toBe("editing");
  const paying = run(start(), { type: "save-started" }, { type: "payment-started" });
  expect(run(paying, { type: "payment-dismissed" }).submit.step).toBe("editing");
  const unavailable = run(paying, { type: "payment-failed", message: "Network issue", saved: false });
  expect(unavailable.submit.step).toBe("editing");
});

test("a payment error after the save: the thank-you dialog says so, then the form is free again", () => {
  const paying = run(start(), { type: "save-started" }, { type: "payment-started" });
  const failed = run(paying, { type: "payment-failed", message: "Already being paid.", saved: true });
  expect(failed.submit).toEqual({ step: "payment-failed", message: "Already being paid." });
  expect(isBusy(failed.submit)).toBe(false);
  expect(run(failed, { type: "thank-you-closed" }).submit.step).toBe("editing");
});

test("'Add Vue Glass?': asked in a dialog, dismissed or answered by a save", () => {
  const filled = run(
    initialPreorderState(["vue-visor"]),
    ...Object.entries(details).map(
      ([field, value]) => ({ type: "field-changed", field, value }) as PreorderEvent,
    ),
    {
      type: "invalid",
      errors: { address: "Please enter your full shipping address, including the PIN code" },
    },
  );
  const asked = run(filled, { type: "glasses-asked" });
  expect(asked.submit).toEqual({ step: "asking-glasses", where: "dialog" });
  expect(asked.errors).toEqual({});
  expect(run(asked, { type: "glasses-dismissed" }).submit.step).toBe("editing");
  expect(run(asked, { type: "save-started" }).submit).toEqual({ step: "saving", attempt: 1 });
});

test("events out of turn are ignored", () => {
  const editing = start();
  for (const event of [
    { type: "paid" },
    { type: "payment-started" },
    { type: "payment-dismissed" },
    { type: "save-failed" },
    { type: "attempt", attempt: 2 },
    { type: "thank-you-closed" },
    { type: "glasses-dismissed" },
    { type: "payment-failed", message: "x", saved: true },
  ] satisfies PreorderEvent[]) {
    expect(preorderReducer(editing, event)).toBe(editing);
  }
});

test("a selected VueRING without a ring size is an error on submit, cleared once a size is chosen", () => {
  const withRing = initialPreorderState(["vuering"], undefined, "IN");
  expect(pageErrors(withRing.cart, withRing.values).ringSize).toBe(
    "Choose a ring size from 6 to 12 for your VueRING",
  );
  const shown = run(withRing, { type: "invalid", errors: pageErrors(withRing.cart, withRing.values) });
  expect(shown.summary).toMatch(/^Please check these \d+ fields: Ring size, /);
  const sized = run(shown, { type: "cart-changed", cart: setRingSize(shown.cart, 9), limitReached: null });
  expect(sized.errors.ringSize).toBeUndefined();
  expect(sized.cart.find((i) => i.productId === "vuering")?.ringSize).toBe(9);
  // Before any submit, choosing nothing shows no error yet.
  expect(run(withRing, { type: "cart-changed", cart: withRing.cart, limitReached: null }).errors).toEqual({});
});

test("the address starts in the region's country; a draft from before the country keeps it", () => {
  const state = initialPreorderState([], undefined, "DE");
  expect(state.values.country).toBe("DE");
  const restored = run(state, {
    type: "restored",
    cart: state.cart,
    draft: { ...emptyForm(""), name: "Asha" },
  });
  expect(restored.values).toMatchObject({ name: "Asha", country: "DE" });
});

test("a form returned by the action keeps VueRING's ring size", () => {
  const state = initialPreorderState([], {
    status: "returned",
    values: emptyForm("IN"),
    items: [{ id: "vuering", quantity: 2, ringSize: 11 }],
    errors: {},
    formError: null,
    askGlasses: false,
  });
  expect(state.cart.find((i) => i.productId === "vuering")).toMatchObject({
    isSelected: true,
    quantity: 2,
    ringSize: 11,
  });
});
