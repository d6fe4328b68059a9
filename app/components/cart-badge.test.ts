import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { cartCount, reviveCart } from "~/lib/cart";
import { CART_STORAGE_KEY } from "~/lib/cart-storage";
import { CART_BADGE_SCRIPT } from "./cart-badge";

/** Runs the inline script of a page without scripts over `saved` and answers the badge it leaves. */
function runBadgeScript(saved: string | null) {
  const count = { textContent: "" };
  const badge = {
    hidden: true,
    title: "",
    label: "",
    setAttribute(name: string, value: string) {
      if (name === "aria-label") this.label = value;
    },
    querySelector: (selector: string) => (selector === "[data-count]" ? count : null),
  };
  const localStorage = { getItem: (key: string) => (key === CART_STORAGE_KEY ? saved : null) };
  const document = { querySelector: (selector: string) => (selector === "[data-cart-badge]" ? badge : null) };
  runInNewContext(CART_BADGE_SCRIPT, { localStorage, document, JSON, Array, String });
  return { shown: !badge.hidden, count: count.textContent, label: badge.label, title: badge.title };
}

describe("the cart badge of a page without scripts", () => {
  const carts: [string, unknown][] = [
    ["two of one product", [{ productId: "glasses", quantity: 2, isSelected: true }]],
    [
      "several products, one unselected",
      [
        { productId: "glasses", quantity: 1, isSelected: true },
        { productId: "vuering", quantity: 3, isSelected: true },
        { productId: "vulink", quantity: 4, isSelected: false },
      ],
    ],
    ["a bad quantity counts as one", [{ productId: "vuering", quantity: 2.5, isSelected: true }]],
    ["a quantity over the limit counts as one", [{ productId: "vuering", quantity: 11, isSelected: true }]],
    ["unknown products are dropped", [{ productId: "phone", quantity: 2, isSelected: true }]],
    [
      "the first entry of a product wins",
      [
        { productId: "glasses", quantity: 2, isSelected: false },
        { productId: "glasses", quantity: 5, isSelected: true },
      ],
    ],
    ["not a list", { glasses: 2 }],
  ];

  test.each(carts)("counts as the app does: %s", (_, saved) => {
    const expected = cartCount(reviveCart(saved));
    const badge = runBadgeScript(JSON.stringify(saved));
    expect(badge.shown).toBe(expected > 0);
    if (expected > 0) {
      expect(badge.count).toBe(String(expected));
      const label = `Cart: ${expected} ${expected === 1 ? "item" : "items"}`;
      expect([badge.label, badge.title]).toEqual([label, label]);
    }
  });

  test("an empty, missing or broken saved cart leaves the badge hidden", () => {
    for (const saved of [null, "", "[]", "{not json"]) expect(runBadgeScript(saved).shown).toBe(false);
  });
});
