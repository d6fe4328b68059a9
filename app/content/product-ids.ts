/**
 * The products' ids, in catalogue order, and how many of one a pre-order may hold: all that the
 * cart (and the header's cart badge on every page) needs. Kept apart from the catalogue's texts
 * and prices (catalogue.ts), so a page's first load carries those only where it shows them.
 */
export const productIds = ["glasses", "vuering", "vulink", "vuelink", "vue-visor"] as const;
export type ProductId = (typeof productIds)[number];

/** True when the string is a catalogue product id. */
export function isProductId(id: string): id is ProductId {
  return (productIds as readonly string[]).includes(id);
}

/** At most this many of each product per pre-order. */
export const MAX_QUANTITY = 10;

/** Ring sizes VueRING is made in (the cart keeps the size chosen with the product). */
export const RING_SIZES = { min: 6, max: 12 } as const;
