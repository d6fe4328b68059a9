import { useCurrency } from "~/components/price";
import type { ProductId } from "~/content/catalogue";
import { pricedCatalogue } from "~/lib/pricing";
import { ProductCard } from "./product-card";
import { StoreSection } from "./store-section";

/** Cross-sell at the foot of a product page: three other products, priced in the visitor's currency. */
export function MoreProducts({ current }: { current: ProductId }) {
  const currency = useCurrency();
  const others = pricedCatalogue(currency)
    .filter(({ product }) => product.id !== current)
    .slice(0, 3);
  return (
    <StoreSection id="more-products" eyebrow="Complete your setup" title="Made to go with it.">
      <ul className="grid gap-6 md:grid-cols-3">
        {others.map(({ product, price, wasPrice }) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              price={price}
              wasPrice={wasPrice}
              currency={currency}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </StoreSection>
  );
}
