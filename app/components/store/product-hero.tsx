import { Icon } from "~/components/icon/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PaySplit, Price } from "~/components/price";
import { AVAILABILITY, WARRANTY } from "~/content/claims";
import type { ProductPageData } from "~/features/store/server/product-page.server";
import { BUNDLE_DISCOUNT_PERCENT, quoteCart } from "~/lib/pricing";
import { useRootData } from "~/lib/root-data";
import AddToCartIsland from "./add-to-cart.island";
import { ProductImage } from "./product-image";
import { TaxNote } from "./tax-note";

/** How wide the hero render is laid out, for its srcset and the route's preload link. */
export const HERO_IMAGE_SIZES = "(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw";

/** The catalogue's availability as a badge (the same words as the Offer's schema.org availability). */
function AvailabilityBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-brand-400/30 bg-brand-400/10 px-3 py-1 text-sm font-medium text-brand-300">
      <Icon name="timer" aria-hidden="true" className="size-4" />
      {AVAILABILITY.badge}
    </span>
  );
}

/**
 * The opening of a product page: name, price in the visitor's currency with its booking split,
 * Add to Cart and Pre-Order Now, then the render, availability and the key selling points.
 *
 * On a phone the buying part comes first, so name, price and both buttons are in the first
 * screen (a 375 × 667 one included) and the render follows; from `lg` the render sits on the
 * left beside them. The render stays the largest paint either way: it is preloaded by the
 * route, and the text above it is server HTML, so nothing moves when the page hydrates.
 */
export function ProductHero({
  page,
  title,
  children,
}: {
  page: ProductPageData;
  /** The h1; defaults to the product name. */
  title?: ReactNode;
  /** Shown under the name, before the price: an option (the visor's colour) or the testers' verdict. */
  children?: ReactNode;
}) {
  const { product, currency, price, wasPrice } = page;
  const { delivery } = useRootData();
  // One of this product alone: what the pre-order page asks now and later (lib/pricing.ts).
  const quote = quoteCart([{ productId: product.id, quantity: 1 }], currency);
  return (
    <section
      aria-labelledby="product-title"
      className="container-page grid gap-y-8 pt-6 pb-16 md:pb-20 lg:grid-cols-[1.1fr_1fr] lg:gap-x-16"
    >
      <div className="lg:col-start-2 lg:row-start-1 lg:self-end" data-testid="buy-box">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{product.category}</p>
        <h1
          id="product-title"
          className="mt-2 font-display text-headline font-semibold text-white md:mt-3 md:text-[3.5rem] md:leading-[1.05]"
        >
          {title ?? product.name}
        </h1>
        {children}
        <div className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-1 md:mt-6">
          <Price amount={price} was={wasPrice} currency={currency} className="text-3xl" />
          <p className="text-sm text-mist-400">
            Save {BUNDLE_DISCOUNT_PERCENT}% when you pre-order it with another product
          </p>
        </div>
        <PaySplit quote={quote} className="mt-2" />
        <div className="mt-5 flex flex-wrap gap-3 md:mt-6">
          <AddToCartIsland
            product={{ id: product.id, name: product.name }}
            buttonClassName="min-w-36 flex-1 sm:flex-none"
          />
          <Link
            to={`/preorder?items=${product.id}`}
            className="inline-flex min-h-12 min-w-36 flex-1 items-center justify-center rounded-full border border-white/15 px-5 py-3 font-semibold text-white transition-colors hover:border-white/40 sm:flex-none sm:px-7"
          >
            Pre-Order Now
          </Link>
        </div>
        {/* Under the buttons, so a phone's first screen still holds name, price and both of them. */}
        <TaxNote productId={product.id} currency={currency} className="mt-3" />
      </div>
      <div className="surface overflow-hidden shadow-glow lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-center">
        <ProductImage product={product} priority sizes={HERO_IMAGE_SIZES} />
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        <div className="flex flex-wrap items-center gap-2">
          <AvailabilityBadge />
          <span className="inline-flex items-center gap-1.5 rounded-full border border-white/10 px-3 py-1 text-sm text-mist-300">
            <Icon name="shield-check" aria-hidden="true" className="size-4" />
            {WARRANTY.label}
          </span>
        </div>
        <p className="mt-3 text-sm text-mist-300">{`${AVAILABILITY.statement} ${delivery.statement}`}</p>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist-300">{product.description}</p>
        <ul className="mt-8 grid gap-3 border-t border-white/10 pt-8 sm:grid-cols-2">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm text-mist-300">
              <Icon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
