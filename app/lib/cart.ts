import { isProductId, MAX_QUANTITY, productIds, RING_SIZES, type ProductId } from "~/content/product-ids";
import type { CartLine } from "./pricing";

/**
 * The pre-order cart: one entry per catalogue product, each with a quantity and
 * a selected flag. Pure functions; the browser keeps the state (see cart-storage.ts).
 */
interface CartItem {
  productId: ProductId;
  quantity: number;
  isSelected: boolean;
  /** VueRING's ring size, once chosen (kept while the ring is deselected, in case it comes back). */
  ringSize?: number;
}

export type Cart = CartItem[];

/** All products, unselected, quantity 1. */
export function emptyCart(): Cart {
  return productIds.map((productId) => ({ productId, quantity: 1, isSelected: false }));
}

/** Parses `?items=glasses,vuering`: known ids only, in catalogue order, duplicates ignored. */
export function parseItemsParam(param: string | null | undefined): ProductId[] {
  if (!param) return [];
  const wanted = new Set(
    param
      .split(",")
      .map((s) => s.trim())
      .filter(isProductId),
  );
  return productIds.filter((id) => wanted.has(id));
}

/** Selects each id (leaving quantities as they are). */
export function selectProducts(cart: Cart, ids: readonly ProductId[]): Cart {
  return cart.map((item) => (ids.includes(item.productId) ? { ...item, isSelected: true } : item));
}

/** Toggles between selected and unselected. */
export function toggleItem(cart: Cart, id: ProductId): Cart {
  return cart.map((item) => (item.productId === id ? { ...item, isSelected: !item.isSelected } : item));
}

/** Adding an existing item increments its quantity (up to the maximum) and selects it. */
export function addItem(cart: Cart, id: ProductId): Cart {
  return cart.map((item) =>
    item.productId === id
      ? {
          ...item,
          quantity: item.isSelected ? Math.min(item.quantity + 1, MAX_QUANTITY) : item.quantity,
          isSelected: true,
        }
      : item,
  );
}

/** Removing unselects the item and resets its quantity to 1. */
export function removeItem(cart: Cart, id: ProductId): Cart {
  return cart.map((item) => (item.productId === id ? { ...item, quantity: 1, isSelected: false } : item));
}

/** Sets a quantity; values below 1, above the maximum or not whole are ignored. */
export function updateQuantity(cart: Cart, id: ProductId, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return cart;
  return cart.map((item) => (item.productId === id ? { ...item, quantity } : item));
}

/** Whether `size` is one VueRING is made in. */
const isRingSize = (size: unknown): size is number =>
  Number.isInteger(size) && (size as number) >= RING_SIZES.min && (size as number) <= RING_SIZES.max;

/** Sets VueRING's ring size; anything but a size it is made in clears it. */
export function setRingSize(cart: Cart, size: number | null): Cart {
  return cart.map((item) => {
    if (item.productId !== "vuering") return item;
    const { ringSize: _old, ...rest } = item;
    return isRingSize(size) ? { ...rest, ringSize: size } : rest;
  });
}

/** Clear resets all. */
export function clearCart(): Cart {
  return emptyCart();
}

/** The selected lines, for pricing and for the order. */
export function selectedLines(cart: Cart): CartLine[] {
  return cart.filter((i) => i.isSelected).map((i) => ({ productId: i.productId, quantity: i.quantity }));
}

/** Number of units selected, for the header badge. */
export function cartCount(cart: Cart): number {
  return cart.reduce((n, i) => n + (i.isSelected ? i.quantity : 0), 0);
}

/** Restores a cart from untrusted saved data: unknown products and bad quantities are dropped. */
export function reviveCart(saved: unknown): Cart {
  const cart = emptyCart();
  if (!Array.isArray(saved)) return cart;
  return cart.map((item) => {
    const found = (saved as unknown[]).find(
      (s): s is { productId: string; quantity: unknown; isSelected: unknown } =>
        typeof s === "object" && s !== null && (s as { productId?: unknown }).productId === item.productId,
    );
    if (!found) return item;
    const quantity =
      Number.isInteger(found.quantity) &&
      (found.quantity as number) >= 1 &&
      (found.quantity as number) <= MAX_QUANTITY
        ? (found.quantity as number)
        : 1;
    const ringSize = (found as { ringSize?: unknown }).ringSize;
    return {
      ...item,
      quantity,
      isSelected: found.isSelected === true,
      ...(item.productId === "vuering" && isRingSize(ringSize) ? { ringSize } : {}),
    };
  });
}
