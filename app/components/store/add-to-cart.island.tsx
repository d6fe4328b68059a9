import { liveIsland } from "~/components/island/live-island";
import { AddToCartButton } from "./add-to-cart-button";

/** Add to Cart on a product page of live islands: the saved cart, the header's count, a toast. */
export default liveIsland("add-to-cart", AddToCartButton);
