import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { cartCount } from "~/lib/cart";
import { useSavedCart } from "~/lib/cart-storage";

/**
 * The header's cart count, live across tabs. Nothing is rendered while the cart is empty, which is
 * also what the server renders, so hydration never mismatches.
 */
export function CartBadge() {
  const count = cartCount(useSavedCart());
  if (count === 0) return null;
  const label = `Cart: ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link
      to="/preorder"
      aria-label={label}
      title={label}
      className="relative grid size-10 place-items-center rounded-full text-mist-100 transition-colors hover:bg-white/8 hover:text-white"
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-400 px-1 text-[11px] font-bold text-ink-950 tabular-nums"
      >
        {count}
      </span>
    </Link>
  );
}
