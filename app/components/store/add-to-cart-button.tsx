import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { toast } from "~/components/toast/toast";
import type { Product } from "~/content/catalogue";
import { addToSavedCart } from "~/lib/cart-storage";

/** Adds the product to the pre-order cart kept in this browser and offers the way to /preorder. */
export function AddToCartButton({
  product,
  className = "",
}: {
  product: Pick<Product, "id" | "name">;
  className?: string;
}) {
  const add = () => {
    const cart = addToSavedCart(product.id);
    const quantity = cart.find((item) => item.productId === product.id)?.quantity ?? 1;
    toast.success(`${product.name} added to your pre-order`, {
      id: `cart-${product.id}`,
      description: (
        <span>
          {quantity > 1 ? `${quantity} in your cart. ` : ""}
          <Link to="/preorder" className="font-semibold underline underline-offset-4">
            Go to pre-order
          </Link>
        </span>
      ),
    });
  };
  return (
    <button
      type="button"
      onClick={add}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-ink-950 shadow-glow transition-colors hover:bg-mist-100 sm:px-7 ${className}`}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      Add to Cart
    </button>
  );
}
