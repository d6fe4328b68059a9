import { memo, useMemo, type MouseEvent } from "react";
import { Icon } from "~/components/icon/icon";

import { Price } from "~/components/price-amount";
import type { ProductId } from "~/content/catalogue";
import { cartIntent, FORM_INPUTS } from "~/features/preorder/form-fields";
import type { Cart } from "~/lib/cart";
import { BUNDLE_DISCOUNT_PERCENT, MAX_QUANTITY, pricedCatalogue, type pricedProduct } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";
import { ProductVisual } from "./product-visual";
import { RingSizeField } from "./ring-size-field";

export const PRODUCTS_SECTION_ID = "products";
/** The glasses' card: 'Add Vue Glass' scrolls here. */
export const productCardId = (id: ProductId) => `product-${id}`;

/**
 * Without JavaScript the cart's buttons submit the form to the page's action (their intent says
 * what they do), which answers the page with the cart changed; the address after `#` brings the
 * buyer back to the product. With JavaScript the page changes the cart itself.
 */
function cartButton(intent: string, id: ProductId, act: () => void) {
  return {
    type: "submit" as const,
    name: FORM_INPUTS.intent,
    value: intent,
    formNoValidate: true,
    formAction: `#${productCardId(id)}`,
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      act();
    },
  };
}

interface Handlers {
  onToggle: (id: ProductId) => void;
  onQuantity: (id: ProductId, quantity: number) => void;
  onRingSize: (size: number | null) => void;
}

/** One product's card: rendered again only when its own line of the cart changes. */
const ProductCard = memo(function ProductCard({
  priced: { product, price, wasPrice },
  item,
  currency,
  atLimit,
  ringSizeError,
  onToggle,
  onQuantity,
  onRingSize,
}: {
  priced: ReturnType<typeof pricedProduct>;
  item: Cart[number];
  currency: Currency;
  /** Its + was pressed at the maximum: the limit message shows. */
  atLimit: boolean;
  ringSizeError: string | undefined;
} & Handlers) {
  const selected = item.isSelected;
  return (
    <li
      key={product.id}
      id={productCardId(product.id)}
      className={`scroll-mt-28 rounded-[var(--radius-card)] border p-4 transition-colors sm:p-5 ${
        selected
          ? "border-brand-400/60 bg-brand-500/[0.08] shadow-glow"
          : "border-white/8 bg-white/[0.025] hover:border-white/15"
      }`}
    >
      <div className="flex gap-4">
        <ProductVisual id={product.id} alt={product.imageAlt} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-0.5">
            <div className="min-w-0">
              <p className="text-xs font-medium tracking-wide text-mist-400 uppercase">{product.category}</p>
              <h3 className="font-display text-lg font-semibold text-white">{product.name}</h3>
            </div>
            <Price amount={price} was={wasPrice} currency={currency} className="sm:text-lg" />
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-mist-300">{product.description}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:justify-start sm:pl-36">
        <button
          {...cartButton(cartIntent.toggle(product.id), product.id, () => onToggle(product.id))}
          aria-pressed={selected}
          aria-label={`${selected ? "Selected" : "Select"}: ${product.name}`}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${
            selected
              ? "bg-white text-ink-950 hover:bg-mist-100"
              : "border border-white/15 text-white hover:border-white/35 hover:bg-white/5"
          }`}
        >
          {selected ? (
            <Icon name="check" aria-hidden="true" className="size-4" />
          ) : (
            <Icon name="plus" aria-hidden="true" className="size-4" />
          )}
          {selected ? "Selected" : "Select"}
        </button>
        {selected && (
          <div
            role="group"
            aria-label={`Quantity of ${product.name}`}
            className="inline-flex min-h-11 items-center rounded-full border border-white/15"
          >
            <button
              {...cartButton(cartIntent.quantity(product.id, item.quantity - 1), product.id, () =>
                onQuantity(product.id, item.quantity - 1),
              )}
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={item.quantity <= 1}
              className="grid size-11 place-items-center rounded-full text-white hover:bg-white/8 disabled:text-mist-400/50"
            >
              <Icon name="minus" aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="w-8 text-center font-semibold text-white tabular-nums">
              {item.quantity}
            </output>
            <button
              {...cartButton(cartIntent.quantity(product.id, item.quantity + 1), product.id, () =>
                onQuantity(product.id, item.quantity + 1),
              )}
              aria-label={`Increase quantity of ${product.name}`}
              aria-disabled={item.quantity >= MAX_QUANTITY}
              className="grid size-11 place-items-center rounded-full text-white hover:bg-white/8 aria-disabled:text-mist-400/50"
            >
              <Icon name="plus" aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
      {product.id === "vuering" && selected && (
        <RingSizeField size={item.ringSize} error={ringSizeError} onChange={onRingSize} />
      )}
      <p role="status" className="mt-2 text-sm text-warning-400 empty:hidden sm:pl-36">
        {atLimit && selected
          ? `At most ${MAX_QUANTITY} of each product per pre-order. For larger orders, please contact us.`
          : ""}
      </p>
    </li>
  );
});

/** The five products: select or deselect each, set its quantity with − and +, and VueRING's size. */
export const ProductSelector = memo(function ProductSelector({
  cart,
  currency,
  limitReached,
  ringSizeError,
  onToggle,
  onQuantity,
  onRingSize,
}: {
  cart: Cart;
  currency: Currency;
  /** The product whose + was pressed at the maximum, for the limit message. */
  limitReached: ProductId | null;
  ringSizeError: string | undefined;
} & Handlers) {
  const catalogue = useMemo(() => pricedCatalogue(currency), [currency]);
  return (
    <section aria-labelledby="products-heading" id={PRODUCTS_SECTION_ID} className="scroll-mt-24">
      <h2 id="products-heading" tabIndex={-1} className="font-display text-2xl font-semibold text-white">
        1. Choose your products
      </h2>
      <p className="mt-1 text-sm text-mist-400">
        Select two or more different products and save {BUNDLE_DISCOUNT_PERCENT}% on the bundle.
      </p>
      <ul className="mt-5 grid gap-3">
        {catalogue.map((priced) => {
          const { id } = priced.product;
          return (
            <ProductCard
              key={id}
              priced={priced}
              item={cart.find((i) => i.productId === id)!}
              currency={currency}
              atLimit={limitReached === id}
              ringSizeError={id === "vuering" ? ringSizeError : undefined}
              onToggle={onToggle}
              onQuantity={onQuantity}
              onRingSize={onRingSize}
            />
          );
        })}
      </ul>
    </section>
  );
});
