import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { BRAND } from "~/content/site";
import type { ProductPageData } from "~/features/store/server/product-page.server";
import { mediaSrc } from "~/lib/media";
import { MINOR_PER_UNIT } from "~/lib/money";

export interface Crumb {
  name: string;
  path: string;
}

/** Home › Store › …: the visible trail and its BreadcrumbList structured data. */
export function Breadcrumbs({ trail, siteUrl }: { trail: readonly Crumb[]; siteUrl: string }) {
  const all: Crumb[] = [{ name: "Home", path: "/" }, { name: "Store", path: "/store" }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="container-page pt-8 md:pt-10">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-mist-400">
          {all.map((crumb, i) => {
            const last = i === all.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="text-mist-100">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link to={crumb.path} className="transition-colors hover:text-white">
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true" className="text-mist-400/60">
                      /
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: all.map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.name,
            item: `${siteUrl}${crumb.path}`,
          })),
        }}
      />
    </>
  );
}

/** Product and Offer structured data, priced in the visitor's currency. */
export function ProductJsonLd({ page }: { page: ProductPageData }) {
  const { product, currency, price, siteUrl } = page;
  const url = `${siteUrl}${product.detailPath}`;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": `${url}#product`,
        sku: product.id,
        name: product.name,
        description: product.description,
        category: product.category,
        image: `${siteUrl}${mediaSrc(product.image, "webp", 1280)}`,
        brand: { "@type": "Brand", name: BRAND },
        url,
        offers: {
          "@type": "Offer",
          url,
          price: (price / MINOR_PER_UNIT).toFixed(2),
          priceCurrency: currency,
          availability: `https://schema.org/${product.availability}`,
          itemCondition: "https://schema.org/NewCondition",
          seller: { "@type": "Organization", name: BRAND },
        },
      }}
    />
  );
}
