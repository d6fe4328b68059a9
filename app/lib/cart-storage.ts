import { useCallback, useSyncExternalStore } from "react";
import type { ProductId } from "~/content/catalogue";
import { addItem, emptyCart, reviveCart, type Cart } from "./cart";

/** Browser-side persistence of the pre-order cart, shared by product pages, header and /preorder. */
export const CART_STORAGE_KEY = "luxid:cart";
const CHANGE_EVENT = "luxid:cart-change";

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
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Add to Cart from a product page: adds (or increments) and saves. */
export function addToSavedCart(id: ProductId): Cart {
  const cart = addItem(loadCart(), id);
  saveCart(cart);
  return cart;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => e.key === CART_STORAGE_KEY && onChange();
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved cart's raw JSON, re-read on every change (in this tab or another). */
function useSavedCartSnapshot(): string {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(CART_STORAGE_KEY) ?? "",
    () => "",
  );
}

/** The saved cart, live; empty during server rendering. */
export function useSavedCart(): Cart {
  const raw = useSavedCartSnapshot();
  const revive = useCallback((json: string) => {
    try {
      return reviveCart(JSON.parse(json || "null"));
    } catch {
      return emptyCart();
    }
  }, []);
  return revive(raw);
}
