import { expect, test } from "vitest";
import { gstinCheckCharacter, gstinProblem, gstinStateCode } from "./gstin";

test("a published GSTIN passes; one changed character fails its check", () => {
  expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
  expect(gstinProblem("27AAPFU0939F1ZW")).toBe("has a wrong check character");
  expect(gstinProblem("27AAPFU0938F1ZV")).toBe("has a wrong check character");
});

test("the shape is checked before the check character", () => {
  expect(gstinProblem("27AAPFU0939F1XV")).toMatch(/15-character GSTIN/);
  expect(gstinProblem("27aapfu0939f1zv")).toMatch(/15-character GSTIN/);
});

test("the check character and the state code", () => {
  expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  expect(gstinStateCode("29AAACL1234K1ZK")).toBe("29");
});
