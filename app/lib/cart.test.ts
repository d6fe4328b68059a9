import { expect, test } from "vitest";
import {
  addItem,
  cartCount,
  clearCart,
  emptyCart,
  parseItemsParam,
  removeItem,
  reviveCart,
  selectedLines,
  selectProducts,
  toggleItem,
  updateQuantity,
} from "./cart";

test("on load everything is unselected", () => {
  expect(emptyCart().every((i) => !i.isSelected && i.quantity === 1)).toBe(true);
  expect(emptyCart()).toHaveLength(5);
});

test("items param selects known ids only", () => {
  expect(parseItemsParam("vuering,glasses,nope,glasses")).toEqual(["glasses", "vuering"]);
  expect(parseItemsParam("")).toEqual([]);
  expect(parseItemsParam(null)).toEqual([]);
  const cart = selectProducts(emptyCart(), parseItemsParam("glasses,vuering"));
  expect(selectedLines(cart)).toEqual([
    { productId: "glasses", quantity: 1 },
    { productId: "vuering", quantity: 1 },
  ]);
});

test("toggle, add, remove, quantities and clear follow the spec", () => {
  let cart = toggleItem(emptyCart(), "vulink");
  expect(selectedLines(cart)).toEqual([{ productId: "vulink", quantity: 1 }]);
  cart = addItem(cart, "vulink");
  expect(selectedLines(cart)).toEqual([{ productId: "vulink", quantity: 2 }]);
  cart = addItem(cart, "glasses");
  expect(cartCount(cart)).toBe(3);
  cart = updateQuantity(cart, "glasses", 0);
  cart = updateQuantity(cart, "glasses", -1);
  cart = updateQuantity(cart, "glasses", 1.5);
  cart = updateQuantity(cart, "glasses", 11);
  expect(cart.find((i) => i.productId === "glasses")?.quantity).toBe(1);
  cart = updateQuantity(cart, "glasses", 4);
  expect(cart.find((i) => i.productId === "glasses")?.quantity).toBe(4);
  cart = removeItem(cart, "glasses");
  expect(cart.find((i) => i.productId === "glasses")).toEqual({
    productId: "glasses",
    quantity: 1,
    isSelected: false,
  });
  expect(clearCart()).toEqual(emptyCart());
});

test("adding never goes past 10", () => {
  let cart = emptyCart();
  for (let i = 0; i < 15; i++) cart = addItem(cart, "vuering");
  expect(cartCount(cart)).toBe(10);
});

test("a tampered saved cart is sanitised", () => {
  const cart = reviveCart([
    { productId: "glasses", quantity: 99, isSelected: true },
    { productId: "vuering", quantity: 3, isSelected: "yes" },
    { productId: "evil", quantity: 1, isSelected: true },
  ]);
  expect(selectedLines(cart)).toEqual([{ productId: "glasses", quantity: 1 }]);
  expect(reviveCart("garbage")).toEqual(emptyCart());
});
