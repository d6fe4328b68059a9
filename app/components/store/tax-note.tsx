import { PRODUCT_TAX } from "~/content/tax";
import type { Currency } from "~/content/catalogue";
import type { ProductId } from "~/content/product-ids";

/**
 * Under a product's price: that it includes every Indian tax (what Indian buyers pay is the price
 * shown) or, priced for abroad, that the destination's duties are the buyer's; and where it is made.
 */
export function TaxNote({
  productId,
  currency,
  className,
}: {
  productId: ProductId;
  currency: Currency;
  className?: string;
}) {
  return (
    <p className={`text-sm text-mist-400 ${className ?? ""}`}>
      {currency === "INR"
        ? "Price inclusive of all taxes."
        : "Price includes Indian taxes; the destination's import duties and taxes are the buyer's."}{" "}
      Country of origin: {PRODUCT_TAX[productId].countryOfOrigin}.
    </p>
  );
}
