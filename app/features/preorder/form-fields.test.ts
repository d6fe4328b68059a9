import { expect, test } from "vitest";
import { applyCartIntent, cartIntent, parseCartIntent, readPreorderForm } from "./form-fields";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

test("the cart's buttons posted without JavaScript select, remove and count products", () => {
  const items = [{ id: "vuering" as const, quantity: 1, ringSize: 8 }];
  const select = parseCartIntent(cartIntent.toggle("glasses"))!;
  expect(applyCartIntent(items, select)).toEqual([{ id: "glasses", quantity: 1 }, ...items]);
  expect(applyCartIntent(items, parseCartIntent(cartIntent.toggle("vuering"))!)).toEqual([]);
  expect(applyCartIntent(items, parseCartIntent(cartIntent.quantity("vuering", 3))!)).toEqual([
    { id: "vuering", quantity: 3, ringSize: 8 },
  ]);
  // + at the maximum changes nothing (and never falls through to saving the pre-order).
  expect(parseCartIntent(cartIntent.quantity("vuering", 11))).toEqual({
    kind: "quantity",
    id: "vuering",
    quantity: 10,
  });
  expect(parseCartIntent("add-glasses")).toBeNull();
  expect(parseCartIntent("toggle:phone-case")).toBeNull();
  expect(parseCartIntent("")).toBeNull();
});

test("the posted ring size goes with VueRING only; the country is read with the details", () => {
  const posted = readPreorderForm(
    form([
      ["item", "glasses:1"],
      ["item", "vuering:2"],
      ["ringSize", "9"],
      ["country", "DE"],
      ["intent", "toggle:vulink"],
    ]),
  );
  expect(posted.items).toEqual([
    { id: "glasses", quantity: 1 },
    { id: "vuering", quantity: 2, ringSize: 9 },
  ]);
  expect(posted.values.country).toBe("DE");
  expect(posted.intent).toBe("toggle:vulink");
  const noSize = readPreorderForm(
    form([
      ["item", "vuering:1"],
      ["ringSize", ""],
    ]),
  );
  expect(noSize.items).toEqual([{ id: "vuering", quantity: 1 }]);
});
