import { data, type RouterContextProvider } from "react-router";
import { findProduct, type Product } from "~/content/catalogue";
import { requestContext, servicesContext } from "~/context.server";
import { pricedProduct } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";

/** What every product page renders: the product, its price in the visitor's currency, the site URL. */
export interface ProductPageData {
  product: Product;
  currency: Currency;
  price: number;
  /** The struck-through "was" price, when lib/pricing.ts says one shows. */
  wasPrice: number | undefined;
  siteUrl: string;
}

/**
 * Loads a product page's data, or throws a 404 response when the product is missing from the
 * catalogue, so the status code is right and the page says "Product not found".
 */
export function loadProductPage(context: Readonly<RouterContextProvider>, id: string): ProductPageData {
  const product = findProduct(id);
  if (!product) throw data(null, { status: 404 });
  const { currency } = context.get(requestContext).region;
  const { siteUrl } = context.get(servicesContext).config;
  return { ...pricedProduct(product, currency), currency, siteUrl };
}
