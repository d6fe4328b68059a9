import { CompareTable } from "~/components/store/compare-table";
import { ProductCard } from "~/components/store/product-card";
import { StoreHeader } from "~/components/store/store-header";
import { JsonLd } from "~/components/json-ld";
import { requestContext, servicesContext } from "~/context.server";
import { pricedCatalogue } from "~/lib/pricing";
import { staticPageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { STATIC_PAGE } from "~/lib/static-page";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Store: Vue Glass and Accessories",
  description:
    "Shop Vue Glass and its accessories: VueRING, VuLink (DisplayPort), VueLink (HDMI) and Vue Visor, in your currency.",
});

// Cards of links and prices only: sent without scripts.
export const handle = STATIC_PAGE;

// Rendered from the catalogue on the server: prices are in the visitor's currency in the first
// HTML, so there is nothing to load and no spinner.
export function loader({ context }: Route.LoaderArgs) {
  const { currency } = context.get(requestContext).region;
  const { siteUrl } = context.get(servicesContext).config;
  return { currency, items: pricedCatalogue(currency), siteUrl };
}

export default function Store({ loaderData }: Route.ComponentProps) {
  const { currency, items, siteUrl } = loaderData;
  return (
    <>
      <StoreHeader />
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

      <CompareTable items={items} currency={currency} />
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
