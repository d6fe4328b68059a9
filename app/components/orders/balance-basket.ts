import { RING_SIZE_FIELD, basketField, type BalancePanel } from "~/features/fulfilment/balance-contract";
import { RING_SIZES, type AddedLine } from "~/lib/pricing";

/** The balance form's basket: accessories added at the balance, as form values and as lines. */

export type Basket = Record<string, string>;

/** A ring size the shop makes (the server checks the same range). */
export const validRingSize = (size: number | null): boolean =>
  size !== null && Number.isInteger(size) && size >= RING_SIZES.min && size <= RING_SIZES.max;

/** The basket form's values: the posted basket, or the open payment's, or nothing added. */
export function basketOf(lines: readonly AddedLine[]): Basket {
  const basket: Basket = {};
  for (const line of lines) {
    basket[basketField(line.productId)] = String(line.quantity);
    if (line.ringSize !== null) basket[RING_SIZE_FIELD] = String(line.ringSize);
  }
  return basket;
}

/** The lines a basket of form values stands for (what readBasket reads on the server). */
export function linesOf(panel: BalancePanel, basket: Basket): AddedLine[] {
  return panel.accessories.flatMap((a) => {
    const quantity = Number(basket[basketField(a.id)] ?? 0);
    if (!Number.isInteger(quantity) || quantity < 1) return [];
    const ring = a.id === "vuering" ? Number(basket[RING_SIZE_FIELD] || NaN) : null;
    return [{ productId: a.id as AddedLine["productId"], quantity, ringSize: ring }];
  });
}
