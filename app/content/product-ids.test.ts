import { expect, test } from "vitest";
import { catalogue } from "./catalogue";
import { isProductId, productIds } from "./product-ids";

// The cart works from the ids alone (product-ids.ts); the catalogue must hold exactly those
// products, in the same order, or a cart would show a product the store cannot price.
test("the catalogue holds exactly the product ids, in their order", () => {
  expect(catalogue.map((p) => p.id)).toEqual([...productIds]);
});

test("isProductId knows the catalogue's ids and nothing else", () => {
  for (const id of productIds) expect(isProductId(id)).toBe(true);
  for (const id of ["", "Glasses", "glasses ", "toString", "__proto__"]) expect(isProductId(id)).toBe(false);
});
