import { Price } from "~/components/price";
import type { pricedCatalogue } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";

const COMPARE_ROWS = ["Price", "Category", "Connectivity", "Best For"] as const;

/** The store's comparison of every product: price, category, connectivity and who it suits. */
export function CompareTable({
  items,
  currency,
}: {
  items: ReturnType<typeof pricedCatalogue>;
  currency: Currency;
}) {
  return (
    <section aria-labelledby="compare-title" className="container-page py-20 md:py-28">
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Compare</p>
      <h2 id="compare-title" className="mt-2 font-display text-3xl font-semibold text-white md:text-4xl">
        Find what fits how you watch.
      </h2>
      <p className="mt-3 text-sm text-mist-400 lg:hidden" aria-hidden="true">
        Swipe sideways to compare all five.
      </p>
      {/* Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */}
      <div
        role="region"
        aria-labelledby="compare-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="surface relative mt-6 overflow-x-auto lg:mt-10"
      >
        <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
          <caption className="sr-only">Vue Glass and its accessories compared</caption>
          <thead>
            <tr className="border-b border-white/10">
              <td className="sticky left-0 w-36 bg-ink-900 p-5 lg:static lg:bg-transparent" />
              {items.map(({ product }) => (
                <th
                  key={product.id}
                  scope="col"
                  className="p-5 font-display text-base font-semibold text-white"
                >
                  {product.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row} className="border-b border-white/8 last:border-b-0">
                <th
                  scope="row"
                  className="sticky left-0 bg-ink-900 p-5 align-top font-medium text-mist-400 lg:static lg:bg-transparent"
                >
                  {row}
                </th>
                {items.map(({ product, price, wasPrice }) => (
                  <td key={product.id} className="p-5 align-top text-mist-100">
                    {row === "Price" ? (
                      <Price amount={price} was={wasPrice} currency={currency} className="flex-wrap" />
                    ) : row === "Category" ? (
                      product.category
                    ) : row === "Connectivity" ? (
                      (product.specifications.Connectivity ?? "None needed")
                    ) : (
                      product.bestFor
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
