import { expect, test } from "vitest";
import { bookingDescription, orderName } from "./order-words";

test("an order is named by what it holds, never as a Vue Glass pre-order without the glasses", () => {
  expect(orderName(["glasses"])).toBe("Vue Glass");
  expect(orderName(["vuering"])).toBe("VueRING");
  expect(orderName(["vuering", "vue-visor"])).toBe("VueRING and Vue Visor");
  expect(orderName(["glasses", "vuering", "vulink"])).toBe("Vue Glass, VueRING, and VuLink (DisplayPort)");
  expect(bookingDescription(["vuering"], 20)).toBe("VueRING pre-order booking (20%)");
  expect(bookingDescription(["vuering", "vue-visor"], 20)).not.toContain("Vue Glass");
});

test("lists read as Intl.ListFormat's English conjunction", () => {
  const intl = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
  const ids = ["glasses", "vuering", "vulink", "vue-visor", "vue-link"];
  for (let n = 1; n <= ids.length; n++) {
    const some = ids.slice(0, n);
    expect(orderName(some)).toBe(intl.format(some.map((id) => orderName([id]))));
  }
});
