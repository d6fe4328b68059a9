import type { ProductId } from "~/content/catalogue";
import { addItem, emptyCart, reviveCart, type Cart } from "./cart";

/** Browser-side persistence of the pre-order cart, shared by product pages, header and /preorder. */
export const CART_STORAGE_KEY = "luxid:cart";

export function loadCart(): Cart {
  try {
    return reviveCart(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null"));
  } catch {
    return emptyCart();
  }
}

export function saveCart(cart: Cart): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
  }
}

/** Add to Cart from a product page: adds (or increments) and saves. */
export function addToSavedCart(id: ProductId): Cart {
  const cart = addItem(loadCart(), id);
  saveCart(cart);
  return cart;
}
