import type { ReactNode } from "react";
import { Price } from "~/components/price";
import type { ProductPageData } from "~/features/store/server/product-page.server";
import AddToCartIsland from "./add-to-cart.island";
import { TaxNote } from "./tax-note";

/** The opening of a product's secondary page (technical, features, manual, setup): h1, intro, price, Add to Cart. */
export function SubpageIntro({
  page,
  eyebrow,
  title,
  children,
}: {
  page: ProductPageData;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  const { product, price, wasPrice, currency } = page;
  return (
    <header className="container-page grid gap-8 pt-10 pb-8 md:pt-14 lg:grid-cols-[1fr_auto] lg:items-end">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-display text-headline font-semibold text-white">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mist-300">{children}</p>
      </div>
      <div className="surface flex flex-wrap items-center justify-between gap-4 p-4 pl-6 lg:min-w-[22rem]">
        <div>
          <p className="text-sm text-mist-400">{product.name}</p>
          <Price amount={price} was={wasPrice} currency={currency} className="text-xl" />
          <TaxNote productId={product.id} currency={currency} className="mt-1 text-xs" />
        </div>
        <AddToCartIsland
          product={{ id: product.id, name: product.name }}
          buttonClassName="w-full sm:w-auto"
        />
      </div>
    </header>
  );
}
