import { expect, test } from "vitest";
import { supplyAddressForm } from "./supply-address-contract";

const issues = (input: Record<string, string>) => {
  const parsed = supplyAddressForm.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

test("a PIN code, the state its circle covers and a city pass", () => {
  expect(supplyAddressForm.parse({ postalCode: "400 020", stateCode: "27", city: " Mumbai " })).toEqual({
    postalCode: "400020",
    stateCode: "27",
    city: "Mumbai",
  });
  // A prefix two states share accepts either.
  expect(issues({ postalCode: "605001", stateCode: "34", city: "Puducherry" })).toEqual({});
  expect(issues({ postalCode: "605001", stateCode: "33", city: "Villupuram" })).toEqual({});
});

test("a state the PIN code is not in is refused on the state, naming where the PIN is", () => {
  expect(issues({ postalCode: "400020", stateCode: "29", city: "Mumbai" })).toEqual({
    stateCode: "PIN code 400020 is in Maharashtra",
  });
});

test("each field's own problem", () => {
  expect(issues({ postalCode: "40002", stateCode: "99", city: "" })).toEqual({
    postalCode: "Please enter your 6-digit PIN code",
    stateCode: "Please choose your state or union territory",
    city: "Please enter your city",
  });
  expect(issues({ postalCode: "999999", stateCode: "27", city: "Mumbai" })).toEqual({
    postalCode: "This is not an Indian PIN code",
  });
});
