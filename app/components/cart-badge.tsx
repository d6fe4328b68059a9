import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { MAX_QUANTITY, productIds } from "~/content/product-ids";
import { CART_STORAGE_KEY } from "~/lib/cart-storage";

/**
 * The header's cart count: the server cannot see the saved cart, so it sends the badge hidden and
 * empty, for `CART_BADGE_SCRIPT` to fill in (no page hydrates the header, ADR 035).
 */
export function CartBadge() {
  return (
    <Link
      to="/preorder"
      hidden
      data-cart-badge=""
      className="relative grid size-10 place-items-center rounded-full text-mist-100 transition-colors hover:bg-white/8 hover:text-white"
    >
      <Icon name="shopping-bag" aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        data-count=""
        className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-400 px-1 text-[11px] font-bold text-ink-950 tabular-nums"
      />
    </Link>
  );
}

/**
 * The cart badge of a page without scripts: one inline script at the end of the body counts the
 * saved cart as `cartCount(reviveCart(…))` does (known products, selected ones, a bad quantity
 * counting as 1) and shows the badge. ES5 and a few hundred bytes; the page's CSP hashes it.
 */
export const CART_BADGE_SCRIPT = `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  CART_STORAGE_KEY,
)})||"null"),ids=${JSON.stringify(productIds)},n=0;if(!Array.isArray(s))return;ids.forEach(function(id){for(var i=0;i<s.length;i++){var x=s[i];if(x&&typeof x==="object"&&x.productId===id){if(x.isSelected===true){var q=x.quantity;n+=typeof q==="number"&&q%1===0&&q>=1&&q<=${MAX_QUANTITY}?q:1}return}}});if(!n)return;var a=document.querySelector("[data-cart-badge]");if(!a)return;var l="Cart: "+n+" "+(n===1?"item":"items");a.setAttribute("aria-label",l);a.title=l;a.querySelector("[data-count]").textContent=String(n);a.hidden=false}catch(e){}})()`;
