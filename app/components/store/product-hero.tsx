import { Check, ShieldCheck, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "~/components/price";
import { AVAILABILITY, WARRANTY } from "~/content/claims";
import type { ProductPageData } from "~/features/store/server/product-page.server";
import { deliveryStatement } from "~/lib/delivery-window";
import { BUNDLE_DISCOUNT_PERCENT } from "~/lib/pricing";
import { useRootData } from "~/lib/root-data";
import { AddToCartButton } from "./add-to-cart-button";
import { ProductImage } from "./product-image";

/** How wide the hero render is laid out, for its srcset and the route's preload link. */
export const HERO_IMAGE_SIZES = "(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw";

/** The catalogue's availability as a badge (the same words as the Offer's schema.org availability). */
export function AvailabilityBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-brand-400/30 bg-brand-400/10 px-3 py-1 text-sm font-medium text-brand-300">
      <Timer aria-hidden="true" className="size-4" />
      {AVAILABILITY.badge}
    </span>
  );
}

/**
 * The opening of a product page: render, name, price in the visitor's currency, availability,
 * Add to Cart and Pre-Order Now, and the key selling points.
 */
export function ProductHero({
  page,
  title,
  children,
}: {
  page: ProductPageData;
  /** The h1; defaults to the product name. */
  title?: ReactNode;
  /** Options shown under the description, before the price (e.g. the visor's colour). */
  children?: ReactNode;
}) {
  const { product, currency, price, wasPrice } = page;
  const { deliveryStart } = useRootData().config;
  return (
    <section
      aria-labelledby="product-title"
      className="container-page grid gap-8 pt-6 pb-16 md:pb-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16"
    >
      <div className="surface overflow-hidden shadow-glow">
        <ProductImage product={product} priority sizes={HERO_IMAGE_SIZES} />
      </div>
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{product.category}</p>
        <h1
          id="product-title"
          className="mt-3 font-display text-headline font-semibold text-white md:text-[3.5rem] md:leading-[1.05]"
        >
          {title ?? product.name}
        </h1>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <AvailabilityBadge />
          <span className="inline-flex items-center gap-1.5 rounded-full border border-white/10 px-3 py-1 text-sm text-mist-300">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {WARRANTY.label}
          </span>
        </div>
        <p className="mt-3 text-sm text-mist-300">{`${AVAILABILITY.statement} ${deliveryStatement(deliveryStart)}`}</p>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist-300">{product.description}</p>
        {children}
        <div className="mt-8 flex flex-wrap items-end gap-x-4 gap-y-2">
          <Price amount={price} was={wasPrice} currency={currency} className="text-3xl" />
          <p className="text-sm text-mist-400">
            Save {BUNDLE_DISCOUNT_PERCENT}% when you pre-order it with another product
          </p>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <AddToCartButton product={product} />
          <Link
            to={`/preorder?items=${product.id}`}
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/15 px-7 py-3 font-semibold text-white transition-colors hover:border-white/40"
          >
            Pre-Order Now
          </Link>
        </div>
        <ul className="mt-10 grid gap-3 border-t border-white/10 pt-8 sm:grid-cols-2">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm text-mist-300">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
