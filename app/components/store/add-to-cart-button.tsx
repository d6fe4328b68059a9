import { Icon } from "~/components/icon/icon";
import type { FormEvent } from "react";
import { showCartCount } from "~/components/cart-badge-dom";
import { toast } from "~/components/toast/toast";
import type { ProductId } from "~/content/catalogue";
import { cartCount } from "~/lib/cart";
import { addToSavedCart } from "~/lib/cart-storage";

/**
 * Adds the product to the pre-order cart kept in this browser, updates the header's count and
 * offers the way to /preorder. It is a form to the pre-order page with the product preselected,
 * which is where a press goes before the page's script runs (or without one).
 */
export function AddToCartButton({
  product,
  buttonClassName = "",
}: {
  product: { id: ProductId; name: string };
  buttonClassName?: string;
}) {
  const add = (event: FormEvent) => {
    event.preventDefault();
    const cart = addToSavedCart(product.id);
    showCartCount(cartCount(cart));
    const quantity = cart.find((item) => item.productId === product.id)?.quantity ?? 1;
    toast.success(`${product.name} added to your pre-order`, {
      id: `cart-${product.id}`,
      description: (
        <span>
          {quantity > 1 ? `${quantity} in your cart. ` : ""}
          <a href="/preorder" className="font-semibold underline underline-offset-4">
            Go to pre-order
          </a>
        </span>
      ),
    });
  };
  return (
    <form method="get" action="/preorder" onSubmit={add} className="contents">
      <input type="hidden" name="items" value={product.id} />
      <button
        type="submit"
        className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-ink-950 shadow-glow transition-colors hover:bg-mist-100 sm:px-7 ${buttonClassName}`}
      >
        <Icon name="shopping-bag" aria-hidden="true" className="size-5" />
        Add to Cart
      </button>
    </form>
  );
}
