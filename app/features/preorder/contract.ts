// The mini build of zod: the same schemas in a fraction of the browser bundle.
import { z } from "zod/mini";
import { productIds, type ProductId } from "~/content/catalogue";
import { MAX_QUANTITY, type Amounts } from "~/lib/pricing";
import type { FormErrors, FormValues } from "./form-fields";

/**
 * The pre-order form and request, one schema checked in the browser
 * and again on the server. Messages are written for buyers: they appear next to the field.
 */

/** Voice note limits: at most 30 s and 1 MB, audio types only. */
export const MAX_AUDIO_SECONDS = 30;
export const MAX_AUDIO_BYTES = 1_000_000;
/** Container types MediaRecorder produces: Chrome/Firefox webm or ogg, Safari mp4. */
export const AUDIO_MIME_TYPES = ["audio/webm", "audio/ogg", "audio/mp4"] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** A human needs longer than this between opening the page and submitting; scripts do not. */
export const MIN_FILL_MS = 3_000;
/** The honeypot input's name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

const trimmed = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.maxLength(max, `Please keep this under ${max} characters`), ...checks);

// Digits with optional +, spaces, dashes, dots and brackets; 7–15 digits as in E.164.
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

export const preorderFormSchema = z.object({
  name: trimmed(120, z.minLength(1, "Please enter your full name")),
  email: z.pipe(
    trimmed(254, z.minLength(1, "Please enter your email")),
    z.email("Please enter a valid email address"),
  ),
  phone: trimmed(
    32,
    z.minLength(1, "Please enter your phone number"),
    z.refine(isPhoneNumber, "Please enter a valid phone number"),
  ),
  whatsapp: z.optional(
    trimmed(
      32,
      z.refine((v) => v === "" || isPhoneNumber(v), "Please enter a valid WhatsApp number"),
    ),
  ),
  address: trimmed(500, z.minLength(10, "Please enter your full shipping address, including the PIN code")),
});

export type PreorderForm = z.infer<typeof preorderFormSchema>;
export type PreorderFormField = keyof PreorderForm;
/** Field order on the page: the first error in this order receives focus. */
export const FORM_FIELDS: readonly PreorderFormField[] = ["name", "email", "phone", "whatsapp", "address"];

const wholeNumber = (message: string) => z.int(message);

export const preorderItemSchema = z.object({
  id: z.enum(productIds, "Unknown product"),
  quantity: wholeNumber("Quantity must be a whole number").check(
    z.gte(1, "Quantity must be at least 1"),
    z.lte(MAX_QUANTITY, `At most ${MAX_QUANTITY} of each product per pre-order`),
  ),
});

/** Random per submit: retries of one submit carry the same key and never create two pre-orders. */
export const idempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, "Invalid idempotency key"));

/** The body of POST /api/preorders (JSON, or the `preorder` part of a multipart upload). */
export const preorderRequestSchema = z.extend(preorderFormSchema, {
  items: z.array(preorderItemSchema).check(
    z.minLength(1, "Please select at least one product"),
    z.maxLength(productIds.length, "Each product only once"),
    z.refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Each product only once"),
  ),
  confirmedWithoutGlasses: z._default(z.boolean(), false),
  idempotencyKey: idempotencyKeySchema,
  /** Honeypot: must stay empty. */
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(0, "Please leave this field empty"))),
  /** Milliseconds between page load and submit. */
  fillMs: z.optional(wholeNumber("Invalid fill time").check(z.gte(0))),
  /**
   * The unpaid pre-order this one replaces (the buyer changed the cart or details before paying):
   * its id and the idempotency key it was saved with, which only the browser that saved it knows.
   * It lapses when this one is stored, so one purchase never leaves two live orders.
   */
  replaces: z.optional(
    z.object({ preorderId: z.uuid("Invalid pre-order id"), idempotencyKey: idempotencyKeySchema }),
  ),
  /** Duration of the voice note the browser recorded, when one is attached. */
  audioDurationMs: z.optional(
    wholeNumber("Invalid duration").check(
      z.gte(0),
      z.lte(MAX_AUDIO_SECONDS * 1000 + 500, `Voice notes can be at most ${MAX_AUDIO_SECONDS} seconds`),
    ),
  ),
});

export type PreorderRequest = z.input<typeof preorderRequestSchema>;
export type ParsedPreorderRequest = z.output<typeof preorderRequestSchema>;

/** The form-start (lead capture) body of PUT /api/form-starts/:sessionId: all fields optional. */
export const formStartSchema = z.object({
  name: z.optional(trimmed(120)),
  email: z.optional(trimmed(254)),
  phone: z.optional(trimmed(32)),
  whatsapp: z.optional(trimmed(32)),
  address: z.optional(trimmed(500)),
});
export type FormStart = z.infer<typeof formStartSchema>;

export const sessionIdSchema = z.uuid();

/** The form-start save happens only when at least this many fields are filled. */
export const FORM_START_MIN_FIELDS = 2;

/** How many of the form's fields hold something other than whitespace. */
export function filledFieldCount(values: Partial<Record<PreorderFormField, string | undefined>>): number {
  return FORM_FIELDS.filter((f) => (values[f] ?? "").trim() !== "").length;
}

/** The field errors of a form, first message per field, in page order. */
export function formErrors(values: unknown): Partial<Record<PreorderFormField, string>> {
  const result = preorderFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<PreorderFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PreorderFormField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Base MIME type without parameters ("audio/webm;codecs=opus" → "audio/webm"), if allowed. */
export function allowedAudioType(type: string): AudioMimeType | undefined {
  const base = type.split(";")[0]?.trim().toLowerCase();
  return AUDIO_MIME_TYPES.find((t) => t === base);
}

export interface SavePreorderResult {
  id: string;
  /** Every figure as stored: the server prices the cart, whatever the browser showed. */
  amounts: Amounts;
  voiceNote: { stored: true; bytes: number } | null;
}

/** What the pre-order page's own action answers a form posted without JavaScript. */
export type PreorderFormAnswer =
  | {
      /** Not stored: the form comes back with what was typed, and why. */
      status: "returned";
      values: FormValues;
      items: { id: ProductId; quantity: number }[];
      errors: FormErrors;
      /** A problem that belongs to no single field (products, a refused submit). */
      formError: string | null;
      /** Accessories only and not yet confirmed: the 'Add Vue Glass?' question, asked in the page. */
      askGlasses: boolean;
    }
  | { status: "saved"; reference: string; orderPath: string; amounts: Amounts };
