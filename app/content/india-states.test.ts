import { expect, test } from "vitest";
import { INDIAN_STATES, stateByCode, stateOfPin, statesOfPin } from "./india-states";

test("PIN codes of the big cities find their state", () => {
  expect(stateOfPin("560001")?.name).toBe("Karnataka");
  expect(stateOfPin("400001")?.name).toBe("Maharashtra");
  expect(stateOfPin("110001")?.name).toBe("Delhi");
  expect(stateOfPin("403001")?.name).toBe("Goa");
  expect(stateOfPin("500001")?.name).toBe("Telangana");
});

test("a prefix two states share fits both, and is not guessed", () => {
  expect(statesOfPin("605001").map((s) => s.name)).toEqual(["Tamil Nadu", "Puducherry"]);
  expect(stateOfPin("605001")).toBeUndefined();
});

test("no state for what is not a PIN code", () => {
  expect(statesOfPin("056001")).toEqual([]);
  expect(statesOfPin("56001")).toEqual([]);
  expect(stateOfPin("999999")).toBeUndefined();
});

test("codes are unique two-digit GST state codes", () => {
  const codes = INDIAN_STATES.map((s) => s.code);
  expect(new Set(codes).size).toBe(codes.length);
  expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
  expect(stateByCode("29")?.name).toBe("Karnataka");
});
