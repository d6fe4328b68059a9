/** The cart badge's accessible name for a count. */
const badgeLabel = (count: number) => `Cart: ${count} ${count === 1 ? "item" : "items"}`;

/**
 * Shows a new count on the header's cart badge when the header is server HTML (a page of live
 * islands): what `CART_BADGE_SCRIPT` does at load, after an island changed the cart.
 */
export function showCartCount(count: number): void {
  const badge = document.querySelector<HTMLElement>("[data-cart-badge]");
  if (!badge) return;
  const label = badgeLabel(count);
  badge.setAttribute("aria-label", label);
  badge.title = label;
  const number = badge.querySelector("[data-count]");
  if (number) number.textContent = count ? String(count) : "";
  badge.hidden = count === 0;
}
