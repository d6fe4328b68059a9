// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { PrescriptionForm } from "./prescription-form";

afterEach(cleanup);

test("signed values open a keypad with a minus sign on phones; AXIS whole numbers, PD decimals", () => {
  render(
    <PrescriptionForm
      state={{ editable: true, given: null }}
      formAction="/orders/LX-1?t=x"
      answer={undefined}
    />,
  );
  for (const eye of ["Right eye", "Left eye"]) {
    // An iPhone's decimal keypad has no minus sign, and most SPH values are negative.
    for (const measure of ["SPH", "CYL", "ADD"]) {
      expect(screen.getByLabelText(`${eye} ${measure}`)).toHaveProperty("inputMode", "text");
    }
    expect(screen.getByLabelText(`${eye} AXIS`)).toHaveProperty("inputMode", "numeric");
  }
  expect(screen.getByLabelText("PD (mm)")).toHaveProperty("inputMode", "decimal");
});
