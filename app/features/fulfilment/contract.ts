// The mini build of zod: the same schemas in a fraction of the browser bundle.
import { z } from "zod/mini";
import { builtOnFirstUse } from "~/lib/built-on-first-use";
import { preorderFormSchema } from "~/features/preorder/contract";
import type { PrescriptionKind } from "../../../db/schema";

/**
 * What the buyer sends from the order page before dispatch: the prescription for the free lenses
 * and corrections of the shipping address and phone. One schema per form, checked in the browser
 * (for an immediate answer) and again on the server (the only authority). Messages are written
 * for buyers: they appear next to the field.
 */

/** The order page action's `intent` values these forms post. */
export const PRESCRIPTION_INTENT = "prescription";
export const ADDRESS_INTENT = "address";
export type BuyerFormIntent = typeof PRESCRIPTION_INTENT | typeof ADDRESS_INTENT;

export function isBuyerFormIntent(value: unknown): value is BuyerFormIntent {
  return value === PRESCRIPTION_INTENT || value === ADDRESS_INTENT;
}

/**
 * A photo or scan of a prescription: JPEG, PNG or PDF, at most 5 MB. "5 MB" is taken as 5 MiB
 * (5 242 880 bytes), so a file any operating system calls 5 MB fits.
 */
export const MAX_PRESCRIPTION_BYTES = 5 * 1024 * 1024;
export const PRESCRIPTION_FILE_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type PrescriptionFileType = (typeof PRESCRIPTION_FILE_TYPES)[number];
/** The file input's name. */
export const PRESCRIPTION_FILE_FIELD = "file";

export const PRESCRIPTION_FILE_ERRORS = {
  missing: "Choose a photo or PDF of your prescription",
  tooLarge: "This file is larger than 5 MB. Please send a smaller photo or PDF of your prescription.",
  wrongType: "This file is not a JPEG, PNG or PDF. Please send a photo or PDF of your prescription.",
} as const;

/**
 * The type a file's first bytes prove, whatever its name or declared type claims: JPEG starts
 * FF D8 FF, PNG with its 8-byte signature, PDF with "%PDF-". Anything else (a renamed executable,
 * an SVG, HTML) is refused.
 */
export function sniffPrescriptionFile(bytes: Uint8Array): PrescriptionFileType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return undefined;
}

/**
 * One measurement of a prescription, stored as an integer in `scale` units (hundredths of a
 * dioptre, degrees, tenths of a millimetre) so no value is ever rounded by floating point.
 *
 * Ranges: SPH −20.00…+20.00 and CYL −6.00…+6.00 cover what prescription lens labs make as stock and most
 * surfaced lenses; ADD +0.00…+3.50 is the range of reading additions; AXIS is 0…180 degrees by
 * definition; PD 50…80 mm covers adults. A value outside these is far more often a typing slip
 * (a decimal point missed) than a real prescription; a buyer with one sends a photo instead and
 * the team checks it. Dioptres go in 0.25 steps, as every prescription writes them.
 */
export interface MeasureSpec {
  label: string;
  min: number;
  max: number;
  step: number;
  /** Decimal places of the stored unit: 2 for hundredths, 1 for tenths, 0 for whole degrees. */
  decimals: 0 | 1 | 2;
  /** How the range reads in a message, e.g. "−20.00 to +20.00". */
  range: string;
  stepText?: string;
}

const SPH: Omit<MeasureSpec, "label"> = {
  min: -2000,
  max: 2000,
  step: 25,
  decimals: 2,
  range: "−20.00 to +20.00",
  stepText: "in steps of 0.25",
};
const CYL: Omit<MeasureSpec, "label"> = { ...SPH, min: -600, max: 600, range: "−6.00 to +6.00" };
const AXIS: Omit<MeasureSpec, "label"> = { min: 0, max: 180, step: 1, decimals: 0, range: "0 to 180" };
const ADD: Omit<MeasureSpec, "label"> = { ...SPH, min: 0, max: 350, range: "0.00 to +3.50" };
const PD: Omit<MeasureSpec, "label"> = {
  min: 500,
  max: 800,
  step: 5,
  decimals: 1,
  range: "50 to 80 mm",
  stepText: "in steps of 0.5",
};

/** The value inputs in page order: the first error in this order receives focus. */
export const PRESCRIPTION_VALUE_FIELDS = [
  "rightSph",
  "rightCyl",
  "rightAxis",
  "rightAdd",
  "leftSph",
  "leftCyl",
  "leftAxis",
  "leftAdd",
  "pd",
] as const;
export type PrescriptionValueField = (typeof PRESCRIPTION_VALUE_FIELDS)[number];

export const MEASURES: Record<PrescriptionValueField, MeasureSpec> = {
  rightSph: { ...SPH, label: "Right eye SPH" },
  rightCyl: { ...CYL, label: "Right eye CYL" },
  rightAxis: { ...AXIS, label: "Right eye AXIS" },
  rightAdd: { ...ADD, label: "Right eye ADD" },
  leftSph: { ...SPH, label: "Left eye SPH" },
  leftCyl: { ...CYL, label: "Left eye CYL" },
  leftAxis: { ...AXIS, label: "Left eye AXIS" },
  leftAdd: { ...ADD, label: "Left eye ADD" },
  pd: { ...PD, label: "PD" },
};

/** The stored values: integers in each measure's unit; null where the buyer left a field empty. */
export type PrescriptionValues = Record<PrescriptionValueField, number | null>;

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads what a person typed ("-2.25", "+1,5", "−0.75", "plano") as an integer in `decimals`
 * places, exactly; undefined when it is not a number or is more precise than the unit.
 */
export function parseMeasure(text: string, decimals: number): number | undefined {
  const normal = text
    .trim()
    .replace(/^(plano|pl)$/i, "0")
    .replace(/[\u2212\u2013]/g, "-")
    .replace(",", ".");
  const match = NUMBER.exec(normal);
  if (!match || (match[2] === "" && !match[3])) return undefined;
  const [, sign, whole = "", fraction = ""] = match;
  if (fraction.slice(decimals).replace(/0/g, "") !== "") return undefined;
  const digits = `${whole || "0"}${fraction.slice(0, decimals).padEnd(decimals, "0")}`;
  if (digits.length > 6) return undefined;
  const value = Number(digits);
  return sign === "-" && value !== 0 ? -value : value;
}

/** A stored value as a prescription writes it: "+2.25", "−0.50", "0.00", "63.5", "90". */
export function formatMeasure(field: PrescriptionValueField, units: number | null): string {
  if (units === null) return "—";
  const { decimals } = MEASURES[field];
  const text = (Math.abs(units) / 10 ** decimals).toFixed(decimals);
  if (decimals !== 2) return text;
  return units > 0 ? `+${text}` : units < 0 ? `−${text}` : text;
}

function measureError(spec: MeasureSpec, text: string): string | number | null {
  if (text.trim() === "") return null;
  const value = parseMeasure(text, spec.decimals);
  const within = `${spec.label} must be from ${spec.range}`;
  if (value === undefined) {
    return spec.decimals === 0
      ? `${spec.label} must be a whole number from ${spec.range}`
      : `${within}${spec.stepText ? `, ${spec.stepText}` : ""}`;
  }
  if (value < spec.min || value > spec.max) return within;
  if (value % spec.step !== 0) return `${spec.label} must be ${spec.stepText ?? "a whole number"}`;
  return value;
}

const typed = builtOnFirstUse(() =>
  z._default(z.string().check(z.maxLength(12, "Please enter a number such as −2.25")), ""),
);

/**
 * The values form. SPH is needed for each eye (0.00 when the prescription says plano); CYL may be
 * left empty (none); AXIS is needed whenever CYL is not 0 and ignored when it is; ADD (reading
 * addition) is optional; PD is optional because many prescriptions leave it out and the team
 * confirms it with the buyer before the lenses are cut.
 */
export const prescriptionValuesSchema = builtOnFirstUse(() =>
  z.pipe(
    z.object({
      kind: z.literal("values"),
      ...(Object.fromEntries(PRESCRIPTION_VALUE_FIELDS.map((f) => [f, typed])) as Record<
        PrescriptionValueField,
        typeof typed
      >),
    }),
    z.transform((input, ctx) => {
      const values = {} as PrescriptionValues;
      const fail = (field: PrescriptionValueField, message: string) =>
        ctx.issues.push({ code: "custom", message, input: input[field], path: [field] });
      for (const field of PRESCRIPTION_VALUE_FIELDS) {
        const checked = measureError(MEASURES[field], input[field]);
        if (typeof checked === "string") fail(field, checked);
        values[field] = typeof checked === "number" ? checked : null;
      }
      for (const eye of ["right", "left"] as const) {
        const [sph, cyl, axis] = [`${eye}Sph`, `${eye}Cyl`, `${eye}Axis`] as const;
        const label = eye === "right" ? "right" : "left";
        if (input[sph].trim() === "") {
          fail(sph, `Enter the ${label} eye's SPH (0.00 if your prescription says plano)`);
        }
        if (!values[cyl]) values[axis] = null;
        else if (input[axis].trim() === "") {
          fail(axis, `Enter the ${label} eye's AXIS (0 to 180): it is needed when CYL is not 0`);
        }
      }
      return { kind: "values" as const, ...values };
    }),
  ),
);

/** The prescription form, by the way the buyer gives it. The file's bytes are checked apart. */
export const prescriptionFormSchema = builtOnFirstUse(() =>
  z.discriminatedUnion("kind", [
    prescriptionValuesSchema,
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("file") }),
  ]),
);

const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), "");

/**
 * A correction of the shipping address, the phone or both; an empty field keeps what the order
 * has (the page never shows the full address or phone, so it cannot prefill them).
 */
export const addressChangeSchema = builtOnFirstUse(() =>
  z.pipe(
    z.object({ address: optionalText(500), phone: optionalText(32) }),
    z.transform((input, ctx) => {
      if (input.address === "" && input.phone === "") {
        ctx.issues.push({
          code: "custom",
          message: "Enter the corrected address, phone number or both",
          input: input.address,
          path: ["address"],
        });
      }
      for (const field of ["address", "phone"] as const) {
        if (input[field] === "") continue;
        const checked = preorderFormSchema.shape[field].safeParse(input[field]);
        if (!checked.success) {
          ctx.issues.push({
            code: "custom",
            message: checked.error.issues[0]!.message,
            input,
            path: [field],
          });
        }
      }
      return { address: input.address || null, phone: input.phone || null };
    }),
  ),
);
export type AddressChangeInput = z.output<typeof addressChangeSchema>;
export const ADDRESS_FIELDS = ["address", "phone"] as const;

/** The first message per field of a failed parse, keyed by the field's name. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** A form's fields checked against the schema: each field's first problem; empty when all is well. */
export function formFieldErrors(schema: z.ZodMiniType, form: FormData): Record<string, string> {
  const parsed = z.safeParse(schema, Object.fromEntries(form));
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

/** What the order page shows of these forms (the loader's data); dates as ISO strings. */
export interface BuyerForms {
  /** Null on an order without the glasses: no lenses, no prescription. */
  prescription: {
    editable: boolean;
    given: { kind: PrescriptionKind; at: string } | null;
  } | null;
  address: {
    editable: boolean;
    /** Each correction's date and what it changed; never the values (the page shows no personal data). */
    changes: { at: string; address: boolean; phone: boolean }[];
  };
}

/** Which of the page's forms a refused post came from, with its errors and what was typed. */
export type BuyerFormName = "prescription-values" | "prescription-file" | "prescription-none" | "address";

export interface BuyerFormAnswer {
  form: BuyerFormName;
  /** Messages by field name; `form` for a problem of the whole form (the order has shipped). */
  errors: Record<string, string>;
  /** The text fields as posted, so nothing typed is lost. */
  values: Record<string, string>;
  /**
   * A correction just saved: the address and phone the order now has, shown in full once, in the
   * answer to the post of whoever typed them (the page itself shows the address only in part).
   */
  saved?: { address: string; phone: string };
}
