import { expect, test } from "vitest";
import { documentPaths } from "./document-links";

test("a document's page and PDF sit under the order page, with the same token", () => {
  expect(documentPaths("/orders/LX-7K3Q9M?t=abc_-1", "RV2627-000001")).toEqual({
    page: "/orders/LX-7K3Q9M/documents/RV2627-000001?t=abc_-1",
    pdf: "/orders/LX-7K3Q9M/documents/RV2627-000001/pdf?t=abc_-1",
  });
});

test("from an e-mail's absolute link, absolute links", () => {
  expect(documentPaths("https://www.luxid.in/orders/LX-7K3Q9M?t=abc", "INV2627-000002").pdf).toBe(
    "https://www.luxid.in/orders/LX-7K3Q9M/documents/INV2627-000002/pdf?t=abc",
  );
});
