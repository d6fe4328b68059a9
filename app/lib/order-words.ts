import { findProduct } from "~/content/catalogue";

const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/**
 * What an order holds, in words, for titles and payment descriptions: "Vue Glass",
 * "VueRING and Vue Visor". An accessories-only order is never called a Vue Glass pre-order.
 */
export function orderName(productIds: readonly string[]): string {
  const names = [...new Set(productIds)].map((id) => findProduct(id)?.name ?? id);
  return names.length ? list.format(names) : "Luxid";
}

/** "Vue Glass and VueRING pre-order booking (20%)": the line the payment page shows. */
export function bookingDescription(productIds: readonly string[], bookingPercent: number): string {
  return `${orderName(productIds)} pre-order booking (${bookingPercent}%)`;
}
