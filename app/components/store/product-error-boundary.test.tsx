// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, expect, test } from "vitest";
import { ProductErrorBoundary } from "./product-error-boundary";

afterEach(cleanup);

function renderProductRoute(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/store/vuering",
      Component: () => <h1>VueRING</h1>,
      loader,
      ErrorBoundary: ProductErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/store/vuering"]} />);
}

test("a product missing from the catalogue says 'Product not found' and leads back to the store", async () => {
  renderProductRoute(() => {
    throw data(null, { status: 404 });
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Product not found" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to the Store" }).getAttribute("href")).toBe("/store");
});

test("any other failure is a plain apology, never the error's own text", async () => {
  renderProductRoute(() => {
    throw new Error("database exploded at 10.0.0.3");
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
  expect(document.body.textContent).not.toContain("database exploded");
});
