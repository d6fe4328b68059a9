import type { ReactNode } from "react";
import { useOutletContext } from "react-router";
import { PRODUCT_PAGES, productById, type ProductId } from "~/content/catalogue";
import type { ProductPageData } from "~/features/store/server/product-page.server";
import { mediaPreload } from "~/lib/media";
import { pageMeta, type MetaArgsLike } from "~/lib/seo";
import { MoreProducts } from "./more-products";
import { HERO_IMAGE_SIZES, ProductHero } from "./product-hero";
import { SpecTable } from "./spec-table";
import { StoreSection } from "./store-section";
import { Breadcrumbs, ProductJsonLd } from "./structured-data";
import { SubpageIntro } from "./subpage-intro";

/** A product's secondary page (technical, features, manual, setup): its crumb and its intro. */
export interface Subpage {
  name: string;
  path: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
}

/**
 * The frame every product page shares: breadcrumbs, an optional section nav, then either the hero
 * (a main page, which ends with the other products) or a secondary page's intro, the page's own
 * sections, and the product's structured data.
 */
export function ProductPage({
  page,
  subpage,
  nav,
  hero,
  children,
}: {
  page: ProductPageData;
  subpage?: Subpage;
  nav?: ReactNode;
  /** Extra content inside the hero, under the price (a colour picker, say). */
  hero?: ReactNode;
  children: ReactNode;
}) {
  const { product, siteUrl } = page;
  const main = { name: product.name, path: product.detailPath };
  return (
    <>
      <Breadcrumbs
        trail={subpage ? [main, { name: subpage.name, path: subpage.path }] : [main]}
        siteUrl={siteUrl}
      />
      {nav}
      {subpage ? (
        <SubpageIntro page={page} eyebrow={subpage.eyebrow} title={subpage.title}>
          {subpage.intro}
        </SubpageIntro>
      ) : (
        <ProductHero page={page}>{hero}</ProductHero>
      )}
      {children}
      {!subpage && <MoreProducts current={product.id} />}
      <ProductJsonLd page={page} />
    </>
  );
}

/** The product's full spec sheet. */
export function SpecsSection({ page, className }: { page: ProductPageData; className?: string }) {
  return (
    <StoreSection id="specs" eyebrow="Specifications" title="Technical specifications" className={className}>
      <SpecTable specs={page.product.specifications} />
    </StoreSection>
  );
}

/** In a product page's sections: the product, priced for the visitor, as its layout route loaded it. */
export const useProductPageData = () => useOutletContext<ProductPageData>();

/** A main product page's title, description and social tags. */
export function productMeta(args: MetaArgsLike, id: ProductId) {
  return pageMeta(args, { ...PRODUCT_PAGES[id], ogType: "product" });
}

/**
 * A main product page's `links`: the hero render is the largest paint, so it starts downloading
 * with the HTML.
 */
export function productHeroPreload(id: ProductId) {
  return [mediaPreload(productById(id).image, HERO_IMAGE_SIZES)];
}
