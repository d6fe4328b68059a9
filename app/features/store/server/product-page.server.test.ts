import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { requestContext, servicesContext, type AppServices } from "~/context.server";
import { loadProductPage } from "./product-page.server";
import { regionForCountry } from "~/lib/regions";

function contextFor(country: string) {
  const services = { config: { siteUrl: "https://luxid.example" } } as unknown as AppServices;
  return new RouterContextProvider(
    new Map<unknown, unknown>([
      [servicesContext, services],
      [
        requestContext,
        {
          nonce: "n",
          region: regionForCountry(country),
          clientIp: "",
          afterResponse: (task: () => void) => task(),
        },
      ],
    ]) as ConstructorParameters<typeof RouterContextProvider>[0],
  );
}

test("prices the product in the visitor's currency, with the INR was-price for India only", () => {
  const india = loadProductPage(contextFor("IN"), "vuering");
  expect(india).toMatchObject({ currency: "INR", price: 499_900, wasPrice: 699_900 });
  const germany = loadProductPage(contextFor("DE"), "vuering");
  expect(germany).toMatchObject({ currency: "EUR", price: 8_900, wasPrice: undefined });
  expect(loadProductPage(contextFor("US"), "vue-visor")).toMatchObject({ currency: "USD", price: 3_499 });
});

test("a product missing from the catalogue is a 404, so the page says 'Product not found'", () => {
  let thrown: unknown;
  try {
    loadProductPage(contextFor("IN"), "vue-phone");
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ init: { status: 404 } });
});
