import { expect, test } from "vitest";
import {
  addressChangeSchema,
  fieldErrors,
  formatMeasure,
  parseMeasure,
  prescriptionFormSchema,
  sniffPrescriptionFile,
} from "./contract";

/** One eye's row as a prescription prints it: SPH, CYL, AXIS, ADD. */
type Eye = [sph: string, cyl: string, axis: string, add: string];

/** The form's fields, typed in from a prescription: the right eye's row, the left eye's, then PD. */
const card = (
  [rightSph, rightCyl, rightAxis, rightAdd]: Eye,
  [leftSph, leftCyl, leftAxis, leftAdd]: Eye,
  pd: string,
) => ({
  rightSph,
  rightCyl,
  rightAxis,
  rightAdd,
  leftSph,
  leftCyl,
  leftAxis,
  leftAdd,
  pd,
});
const blank = card(["", "", "", ""], ["", "", "", ""], "");
const values = (fields: Partial<typeof blank>) =>
  prescriptionFormSchema.safeParse({ kind: "values", ...blank, ...fields });
const errorsOf = (fields: Partial<typeof blank>) => {
  const result = values(fields);
  return result.success ? {} : fieldErrors(result.error.issues);
};

test("what people type reads exactly, in the stored unit, without floating-point rounding", () => {
  expect(parseMeasure("-2.25", 2)).toBe(-225);
  expect(parseMeasure("+1.5", 2)).toBe(150);
  expect(parseMeasure("−0.75", 2)).toBe(-75); // the typographic minus of printed prescriptions
  expect(parseMeasure("1,25", 2)).toBe(125);
  expect(parseMeasure(".5", 2)).toBe(50);
  expect(parseMeasure("plano", 2)).toBe(0);
  expect(parseMeasure("-0", 2)).toBe(0);
  expect(parseMeasure("63.5", 1)).toBe(635);
  expect(parseMeasure("63.50", 1)).toBe(635);
  expect(parseMeasure("90", 0)).toBe(90);
  // 1.1 × 100 is 110.00000000000001 in floating point; here it is 110.
  expect(parseMeasure("1.1", 2)).toBe(110);
  for (const bad of ["", "+", ".", "1.255", "abc", "1e2", "--1", "1.2.3", "90.5"]) {
    expect(parseMeasure(bad, bad === "90.5" ? 0 : 2), bad).toBeUndefined();
  }
});

test("a full prescription is stored as integers: hundredths of a dioptre, degrees, tenths of a mm", () => {
  // The left AXIS is ignored: that eye has no cylinder.
  const result = values(card(["-2.25", "-0.75", "90", "+1.50"], ["+0.50", "", "45", ""], "63.5"));
  expect(result.success).toBe(true);
  expect(result.data).toEqual({
    kind: "values",
    rightSph: -225,
    rightCyl: -75,
    rightAxis: 90,
    rightAdd: 150,
    leftSph: 50,
    leftCyl: null,
    leftAxis: null,
    leftAdd: null,
    pd: 635,
  });
});

test("each out-of-range value gets its own message naming the eye, the measure and the range", () => {
  const errors = errorsOf(card(["-20.25", "6.25", "", "3.75"], ["2.30", "-1", "181", ""], "49.5"));
  expect(errors).toEqual({
    rightSph: "Right eye SPH must be from −20.00 to +20.00",
    rightCyl: "Right eye CYL must be from −6.00 to +6.00",
    rightAdd: "Right eye ADD must be from 0.00 to +3.50",
    leftSph: "Left eye SPH must be in steps of 0.25",
    leftAxis: "Left eye AXIS must be from 0 to 180",
    pd: "PD must be from 50 to 80 mm",
  });
  expect(errorsOf({ rightSph: "0", leftSph: "0", pd: "63.25" }).pd).toBe(
    "PD must be from 50 to 80 mm, in steps of 0.5",
  );
  expect(errorsOf({ rightSph: "0", leftSph: "0", rightAxis: "12.5", rightCyl: "-1" }).rightAxis).toBe(
    "Right eye AXIS must be a whole number from 0 to 180",
  );
});

test("SPH is needed for each eye; AXIS whenever CYL is not 0; ADD and PD are optional", () => {
  expect(errorsOf({})).toEqual({
    rightSph: "Enter the right eye's SPH (0.00 if your prescription says plano)",
    leftSph: "Enter the left eye's SPH (0.00 if your prescription says plano)",
  });
  expect(errorsOf({ rightSph: "-1", leftSph: "-1", leftCyl: "-0.5" })).toEqual({
    leftAxis: "Enter the left eye's AXIS (0 to 180): it is needed when CYL is not 0",
  });
  expect(errorsOf({ rightSph: "-1", leftSph: "-1", leftCyl: "0" })).toEqual({});
});

test("'none' and 'file' need no values; an unknown kind is refused", () => {
  expect(prescriptionFormSchema.safeParse({ kind: "none", rightSph: "999" }).success).toBe(true);
  expect(prescriptionFormSchema.safeParse({ kind: "file" }).success).toBe(true);
  expect(prescriptionFormSchema.safeParse({ kind: "photo" }).success).toBe(false);
});

test("a file's type is what its first bytes prove, whatever it is called", () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
  expect(sniffPrescriptionFile(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
  expect(sniffPrescriptionFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
  expect(sniffPrescriptionFile(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
  // A Windows executable and an ELF binary, as a renamed "prescription.pdf" would carry them.
  expect(sniffPrescriptionFile(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined();
  expect(sniffPrescriptionFile(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeUndefined();
  expect(sniffPrescriptionFile(new TextEncoder().encode("<svg xmlns="))).toBeUndefined();
  expect(sniffPrescriptionFile(new Uint8Array())).toBeUndefined();
});

test("stored values read back as a prescription writes them", () => {
  expect(formatMeasure("rightSph", -225)).toBe("−2.25");
  expect(formatMeasure("rightAdd", 150)).toBe("+1.50");
  expect(formatMeasure("leftCyl", 0)).toBe("0.00");
  expect(formatMeasure("leftCyl", null)).toBe("—");
  expect(formatMeasure("rightAxis", 90)).toBe("90");
  expect(formatMeasure("pd", 635)).toBe("63.5");
});

test("an address correction may change either field; an empty one keeps the order's", () => {
  expect(addressChangeSchema.parse({ address: "", phone: "+91 98450 11111" })).toEqual({
    address: null,
    phone: "+91 98450 11111",
  });
  expect(addressChangeSchema.parse({ address: " 4 Park Street, Kolkata 700016 ", phone: "" })).toEqual({
    address: "4 Park Street, Kolkata 700016",
    phone: null,
  });
  const both = addressChangeSchema.safeParse({ address: "", phone: "" });
  expect(both.success ? {} : fieldErrors(both.error.issues)).toEqual({
    address: "Enter the corrected address, phone number or both",
  });
  const bad = addressChangeSchema.safeParse({ address: "short", phone: "12" });
  expect(bad.success ? {} : fieldErrors(bad.error.issues)).toEqual({
    address: "Please enter your full shipping address, including the PIN code",
    phone: "Please enter a valid phone number",
  });
});
