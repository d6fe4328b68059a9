// @vitest-environment jsdom
import { act, useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { FORM_FIELDS, type FormValues } from "../contract";
import type { PreorderEvent } from "./preorder-state";
import { usePreorderArrival } from "./use-preorder-arrival";

const VALUES: FormValues = { name: "", email: "", phone: "", whatsapp: "", country: "IN", address: "" };

function Form({ dispatch }: { dispatch: (event: PreorderEvent) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  usePreorderArrival({ initialItems: [], returned: undefined, values: VALUES, formRef, dispatch });
  return (
    <form ref={formRef}>
      {FORM_FIELDS.map((f) => (
        <input key={f} name={f} defaultValue={VALUES[f]} />
      ))}
    </form>
  );
}

/** Hydrates the form over its server HTML, `typed` put into its fields first; the events it dispatched. */
function hydrate(typed: Partial<FormValues>) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form dispatch={() => {}} />);
  for (const [name, value] of Object.entries(typed))
    container.querySelector<HTMLInputElement>(`[name=${name}]`)!.value = value;
  const dispatch = vi.fn<(event: PreorderEvent) => void>();
  act(() => {
    hydrateRoot(container, <Form dispatch={dispatch} />);
  });
  return dispatch.mock.calls.map(([event]) => event).filter((e) => e.type === "hydrated");
}

test("fields as the server wrote them dispatch nothing at hydration (no render in the commit)", () => {
  expect(hydrate({})).toEqual([]);
});

test("what was typed before hydration becomes the state", () => {
  expect(hydrate({ name: "Asha Verma" })).toEqual([
    { type: "hydrated", typed: { ...VALUES, name: "Asha Verma" } },
  ]);
});
