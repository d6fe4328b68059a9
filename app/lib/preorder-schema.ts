import { z } from "zod";
import { productIds } from "~/content/catalogue";
import { MAX_QUANTITY } from "./pricing";

/**
 * The pre-order form and request (spec §3 "Pre-order form", §5), one schema checked in the browser
 * and again on the server. Messages are written for buyers: they appear next to the field.
 */

/** Voice note limits (DECISIONS.md §3): at most 30 s and 1 MB, audio types only. */
export const MAX_AUDIO_SECONDS = 30;
export const MAX_AUDIO_BYTES = 1_000_000;
/** Container types MediaRecorder produces: Chrome/Firefox webm or ogg, Safari mp4. */
export const AUDIO_MIME_TYPES = ["audio/webm", "audio/ogg", "audio/mp4"] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** A human needs longer than this between opening the page and submitting; scripts do not. */
export const MIN_FILL_MS = 3_000;
/** The honeypot input's name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

const trimmed = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);

// Digits with optional +, spaces, dashes, dots and brackets; 7–15 digits as in E.164.
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

export const preorderFormSchema = z.object({
  name: trimmed(120).min(1, "Please enter your full name"),
  email: trimmed(254).min(1, "Please enter your email").pipe(z.email("Please enter a valid email address")),
  phone: trimmed(32)
    .min(1, "Please enter your phone number")
    .refine(isPhoneNumber, "Please enter a valid phone number"),
  whatsapp: trimmed(32)
    .refine((v) => v === "" || isPhoneNumber(v), "Please enter a valid WhatsApp number")
    .optional(),
  address: trimmed(500).min(10, "Please enter your full shipping address, including the PIN code"),
});

export type PreorderForm = z.infer<typeof preorderFormSchema>;
export type PreorderFormField = keyof PreorderForm;
/** Field order on the page: the first error in this order receives focus. */
export const FORM_FIELDS: readonly PreorderFormField[] = ["name", "email", "phone", "whatsapp", "address"];

export const preorderItemSchema = z.object({
  id: z.enum(productIds, "Unknown product"),
  quantity: z
    .number("Quantity must be a whole number")
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} of each product per pre-order`),
});

/** Random per submit: retries of one submit carry the same key and never create two pre-orders. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, "Invalid idempotency key");

/** The body of POST /api/preorders (JSON, or the `preorder` part of a multipart upload). */
export const preorderRequestSchema = preorderFormSchema.extend({
  items: z
    .array(preorderItemSchema)
    .min(1, "Please select at least one product")
    .max(productIds.length)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Each product only once"),
  confirmedWithoutGlasses: z.boolean().default(false),
  idempotencyKey: idempotencyKeySchema,
  /** Honeypot: must stay empty. */
  [HONEYPOT_FIELD]: z.string().max(0, "Please leave this field empty").optional(),
  /** Milliseconds between page load and submit. */
  fillMs: z.number().int().min(0).optional(),
  /** Duration of the voice note the browser recorded, when one is attached. */
  audioDurationMs: z
    .number()
    .int()
    .min(0)
    .max(MAX_AUDIO_SECONDS * 1000 + 500, `Voice notes can be at most ${MAX_AUDIO_SECONDS} seconds`)
    .optional(),
});

export type PreorderRequest = z.input<typeof preorderRequestSchema>;
export type ParsedPreorderRequest = z.output<typeof preorderRequestSchema>;

/** The form-start (lead capture) body of PUT /api/form-starts/:sessionId: all fields optional. */
export const formStartSchema = z.object({
  name: trimmed(120).optional(),
  email: trimmed(254).optional(),
  phone: trimmed(32).optional(),
  whatsapp: trimmed(32).optional(),
  address: trimmed(500).optional(),
});
export type FormStart = z.infer<typeof formStartSchema>;

export const sessionIdSchema = z.uuid();

/** The form-start save happens only when at least this many fields are filled (spec §5). */
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
