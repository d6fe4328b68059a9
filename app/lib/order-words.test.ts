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
