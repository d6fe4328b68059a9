import { expect, test } from "vitest";
import { readBasket } from "./balance-contract";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

test("an empty or zero basket adds nothing; amounts and prices in the form are not read", () => {
  expect(readBasket(form({}))).toEqual({ ok: true, lines: [] });
  expect(readBasket(form({ "add-vulink": "0", "add-vuering": " ", amount: "1", toPay: "1" }))).toEqual({
    ok: true,
    lines: [],
  });
});

test("quantities and VueRING's ring size become lines, in catalogue order; glasses cannot be added", () => {
  expect(
    readBasket(form({ "add-vue-visor": "2", "add-vuering": "1", "ring-size": "12", "add-glasses": "1" })),
  ).toEqual({
    ok: true,
    lines: [
      { productId: "vuering", quantity: 1, ringSize: 12 },
      { productId: "vue-visor", quantity: 2, ringSize: null },
    ],
  });
});

test("a bad quantity or a missing ring size is refused, naming the field", () => {
  expect(readBasket(form({ "add-vulink": "11" }))).toMatchObject({ ok: false, field: "add-vulink" });
  expect(readBasket(form({ "add-vulink": "-1" }))).toMatchObject({ ok: false, field: "add-vulink" });
  expect(readBasket(form({ "add-vulink": "1.5" }))).toMatchObject({ ok: false, field: "add-vulink" });
  for (const size of ["", "5", "13", "eight"]) {
    expect(readBasket(form({ "add-vuering": "1", "ring-size": size }))).toMatchObject({
      ok: false,
      field: "ring-size",
      error: "Choose a ring size from 6 to 12 for your VueRING",
    });
  }
});
