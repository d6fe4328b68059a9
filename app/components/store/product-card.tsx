import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { Price } from "~/components/price";
import type { Product } from "~/content/catalogue";
import type { Currency } from "~/lib/regions";
import { ProductImage } from "./product-image";
import { TesterVerdict } from "./tester-verdict";
import { buttonClass } from "~/components/ui/button";

/**
 * A store card: render, name, the first three features, price, View Details, Pre-Order Now; the
 * glasses' card also carries their testers' satisfaction (there are no reviews to rate from).
 */
export function ProductCard({
  product,
  price,
  wasPrice,
  currency,
  headingLevel = 2,
  imageSizes = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw",
  priority = false,
}: {
  product: Product;
  price: number;
  wasPrice: number | undefined;
  currency: Currency;
  headingLevel?: 2 | 3;
  /** How wide the card is laid out, for the render's srcset. */
  imageSizes?: string;
  /** The first card above the fold loads its render eagerly. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `card-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="surface group flex h-full flex-col overflow-hidden transition-colors hover:border-brand-400/30"
    >
      <Link to={product.detailPath} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <ProductImage
          product={product}
          sizes={imageSizes}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transform-none"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">
            {product.category}
          </p>
          {product.id === "glasses" && <TesterVerdict short />}
        </div>
        <Heading id={headingId} className="mt-3 font-display text-2xl font-semibold text-white">
          {product.name}
        </Heading>
        <ul className="mt-4 grid gap-2">
          {product.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm text-mist-300">
              <Icon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Price amount={price} was={wasPrice} currency={currency} className="text-2xl" />
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Link to={product.detailPath} className={buttonClass("secondary", "card")}>
              View Details
              <span className="sr-only">: {product.name}</span>
              <Icon name="arrow-right" aria-hidden="true" className="hidden size-4 min-[400px]:block" />
            </Link>
            <Link to={`/preorder?items=${product.id}`} className={buttonClass("primary", "card")}>
              Pre-Order Now
              <span className="sr-only">: {product.name}</span>
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
