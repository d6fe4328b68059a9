import { Gift, Globe, Percent, ShieldCheck } from "lucide-react";
import { Price } from "~/components/price";
import { ProductCard } from "~/components/store/product-card";
import { WARRANTY } from "~/content/claims";
import { JsonLd } from "~/components/json-ld";
import { requestContext, servicesContext } from "~/features/app-context.server";
import { BUNDLE_DISCOUNT_PERCENT, pricedCatalogue } from "~/lib/pricing";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Store: Vue Glass and Accessories",
    description:
      "Shop Vue Glass and its accessories: VueRING, VuLink (DisplayPort), VueLink (HDMI) and Vue Visor, in your currency.",
  });

// Rendered from the catalogue on the server: prices are in the visitor's currency in the first
// HTML, so there is nothing to load and no spinner.
export function loader({ context }: Route.LoaderArgs) {
  const { currency } = context.get(requestContext).region;
  const { siteUrl } = context.get(servicesContext).config;
  return { currency, items: pricedCatalogue(currency), siteUrl };
}

const PERKS = [
  { icon: Gift, text: "Free prescription lenses with Vue Glass" },
  { icon: Percent, text: `${BUNDLE_DISCOUNT_PERCENT}% off when you bundle two or more` },
  { icon: ShieldCheck, text: `${WARRANTY.label} on everything` },
  { icon: Globe, text: "Worldwide shipping" },
] as const;

const COMPARE_ROWS = ["Price", "Category", "Connectivity", "Best For"] as const;

export default function Store({ loaderData }: Route.ComponentProps) {
  const { currency, items, siteUrl } = loaderData;
  return (
    <>
      <header className="container-page pt-16 pb-10 md:pt-24 md:pb-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Store</p>
        <h1 className="mt-3 max-w-4xl font-display text-headline font-semibold text-white">
          Vue Glass and its accessories,{" "}
          <span className="bg-linear-to-r from-brand-300 to-aurora-400 bg-clip-text text-transparent">
            open for pre-order.
          </span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mist-300">
          Vue Glass and the accessories that make it yours: control, connectivity and privacy. Prices are
          shown in your currency.
        </p>
        <ul className="mt-8 flex flex-wrap gap-2">
          {PERKS.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/[0.03] px-4 py-2 text-sm text-mist-300"
            >
              <Icon aria-hidden="true" className="size-4 text-brand-300" />
              {text}
            </li>
          ))}
        </ul>
      </header>

      <section aria-label="Products" className="container-page">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {items.map(({ product, price, wasPrice }, i) => (
            <li key={product.id} className={i < 2 ? "lg:col-span-3" : "lg:col-span-2"}>
              <ProductCard
                product={product}
                price={price}
                wasPrice={wasPrice}
                currency={currency}
                priority={i === 0}
                imageSizes={
                  i < 2
                    ? "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                    : "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
                }
              />
            </li>
          ))}
        </ul>
      </section>

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
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Vue Glass and accessories",
          itemListElement: items.map(({ product }, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: product.name,
            url: `${siteUrl}${product.detailPath}`,
          })),
        }}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
            { "@type": "ListItem", position: 2, name: "Store", item: `${siteUrl}/store` },
          ],
        }}
      />
    </>
  );
}
