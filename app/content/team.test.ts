import { expect, test } from "vitest";
import { initialsOf } from "./team";

test("a named person's avatar shows their initials: first and last name", () => {
  expect(initialsOf({ name: "Asha Rao" })).toBe("AR");
  expect(initialsOf({ name: "Asha Devi Rao" })).toBe("AR");
  expect(initialsOf({ name: "  asha " })).toBe("A");
});

test("without a name there are no letters: none made up from a job title", () => {
  expect(initialsOf({ name: null })).toBeNull();
  expect(initialsOf({ name: "  " })).toBeNull();
});
