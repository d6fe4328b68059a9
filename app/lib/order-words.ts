import { findProduct } from "~/content/catalogue";

/**
 * "A", "A and B", "A, B, and C": what Intl.ListFormat("en") prints for a conjunction, written out
 * because this module runs in the browser (the pre-order form, the payment page), where a page's
 * first Intl object loads ICU locale data for tens of milliseconds of main thread.
 */
function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/**
 * What an order holds, in words, for titles and payment descriptions: "Vue Glass",
 * "VueRING and Vue Visor". An accessories-only order is never called a Vue Glass pre-order.
 */
export function orderName(productIds: readonly string[]): string {
  const names = [...new Set(productIds)].map((id) => findProduct(id)?.name ?? id);
  return names.length ? englishList(names) : "Luxid";
}

/** "Vue Glass and VueRING pre-order booking (20%)": the line the payment page shows. */
export function bookingDescription(productIds: readonly string[], bookingPercent: number): string {
  return `${orderName(productIds)} pre-order booking (${bookingPercent}%)`;
}
