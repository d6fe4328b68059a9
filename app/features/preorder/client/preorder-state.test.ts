import { expect, test } from "vitest";
import { emptyCart, selectedLines, selectProducts } from "~/lib/cart";
import { EMPTY_FORM } from "../form-fields";
import {
  initialPreorderState,
  isBusy,
  preorderReducer,
  type PreorderEvent,
  type PreorderState,
} from "./preorder-state";

const run = (state: PreorderState, ...events: PreorderEvent[]) => events.reduce(preorderReducer, state);
const start = () => initialPreorderState(["glasses"]);
const details = { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210", whatsapp: "" };

test("starts editing with the products of ?items and an empty form", () => {
  const state = start();
  expect(selectedLines(state.cart)).toEqual([{ productId: "glasses", quantity: 1 }]);
  expect(state.values).toEqual(EMPTY_FORM);
  expect(state.submit).toEqual({ step: "editing" });
  expect(isBusy(state.submit)).toBe(false);
});

test("a form returned by the action starts with its values, items, errors and question", () => {
  const state = initialPreorderState([], {
    status: "returned",
    values: { ...EMPTY_FORM, name: "Asha Rao" },
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
  const typed = { ...EMPTY_FORM, name: "Asha Verma", email: "asha@" };
  const hydrated = run(start(), { type: "hydrated", typed });
  expect(hydrated.values).toEqual(typed);
  // Nothing typed yet: the same state, so hydration costs no render.
  const untouched = start();
  expect(run(untouched, { type: "hydrated", typed: EMPTY_FORM })).toBe(untouched);
});

test("the tab's draft fills only the fields still empty, never over what was typed on the page", () => {
  const hydrated = run(start(), { type: "hydrated", typed: { ...EMPTY_FORM, name: "Asha Verma" } });
  const restored = run(hydrated, {
    type: "restored",
    cart: hydrated.cart,
    draft: { ...details, name: "Old Name", address: "12 MG Road, Bengaluru 560001" },
  });
  expect(restored.values).toEqual({
    ...details,
    name: "Asha Verma",
    address: "12 MG Road, Bengaluru 560001",
  });
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
