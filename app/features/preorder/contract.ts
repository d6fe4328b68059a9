// The mini build of zod: the same schemas in a fraction of the browser bundle.
import { z } from "zod/mini";
import { CURRENCIES, productIds, type ProductId } from "~/content/catalogue";
import { addressTooShort } from "~/content/checkout-country";
import { COUNTRY_CODES } from "~/content/countries";
import { builtOnFirstUse } from "~/lib/built-on-first-use";
import { MAX_QUANTITY, RING_SIZES, type Amounts } from "~/lib/pricing";

/**
 * The pre-order form and request, one schema checked in the browser and again on the server, and
 * the answers the browser parses. Messages are written for buyers: they appear next to the field.
 */

/** Voice note limits: at most 30 s and 1 MB, audio types only. */
export const MAX_AUDIO_SECONDS = 30;
export const MAX_AUDIO_BYTES = 1_000_000;
/** Container types MediaRecorder produces: Chrome/Firefox webm or ogg, Safari mp4. */
const AUDIO_MIME_TYPES = ["audio/webm", "audio/ogg", "audio/mp4"] as const;
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

const COUNTRY_MESSAGE = "Please choose the country to ship to";
/**
 * In the words of the shop's home market (a PIN code) where no country is known, such as an
 * address correction; `formErrors` says it for the chosen country (a ZIP code in the US).
 */
const ADDRESS_TOO_SHORT = addressTooShort("IN");

export const preorderFormSchema = builtOnFirstUse(() =>
  z.object({
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
    /**
     * The country the order ships to (ISO code), prefilled from the visitor's region and changeable.
     * Optional for the API: a request without it ships to the region's country.
     */
    country: z.optional(z.enum(COUNTRY_CODES, COUNTRY_MESSAGE)),
    address: trimmed(500, z.minLength(10, ADDRESS_TOO_SHORT)),
  }),
);

type PreorderForm = z.infer<typeof preorderFormSchema>;
export type PreorderFormField = keyof PreorderForm;
/** Field order on the page: the first error in this order receives focus. */
export const FORM_FIELDS: readonly PreorderFormField[] = [
  "name",
  "email",
  "phone",
  "whatsapp",
  "country",
  "address",
];

/**
 * What each field is, decided once per field (a new field does not compile without its line): a
 * personal field is redacted from logs (`REDACTED_KEYS`, lib/logger.server.ts) and exported in both
 * CSVs, the orders' and the leads'; the country is neither personal nor typed, and only the
 * orders' CSV has it. `operators/server/field-coverage.test.ts` holds the logger and the CSVs to it.
 */
export const FIELD_KINDS = {
  name: "personal",
  email: "personal",
  phone: "personal",
  whatsapp: "personal",
  country: "chosen",
  address: "personal",
} as const satisfies Record<PreorderFormField, "personal" | "chosen">;

/** The fields a buyer types (the country comes prefilled): what lead capture counts. */
const TYPED_FIELDS = FORM_FIELDS.filter((f) => f !== "country");

const wholeNumber = (message: string) => z.int(message);

/** The consent box's name, in the form and the JSON request. */
export const WHATSAPP_OPT_IN_FIELD = "whatsappOptIn";
/** Consent with no number to send to. */
export const WHATSAPP_NUMBER_NEEDED = "Please enter your WhatsApp number to get updates there";
/** Consent with a number that has no country code we can tell. */
export const WHATSAPP_NUMBER_UNADDRESSABLE = "Please enter your WhatsApp number with its country code";

/** The request's name for VueRING's ring size: its errors name this field wherever in `items` they arise. */
export const RING_SIZE_FIELD = "ringSize";
export const RING_SIZE_MESSAGE = `Choose a ring size from ${RING_SIZES.min} to ${RING_SIZES.max} for your VueRING`;

export const preorderItemSchema = builtOnFirstUse(() =>
  z.object({
    id: z.enum(productIds, "Unknown product"),
    quantity: wholeNumber("Quantity must be a whole number").check(
      z.gte(1, "Quantity must be at least 1"),
      z.lte(MAX_QUANTITY, `At most ${MAX_QUANTITY} of each product per pre-order`),
    ),
    /** VueRING's ring size (required for it, ignored for every other product). */
    [RING_SIZE_FIELD]: z.optional(
      wholeNumber(RING_SIZE_MESSAGE).check(
        z.gte(RING_SIZES.min, RING_SIZE_MESSAGE),
        z.lte(RING_SIZES.max, RING_SIZE_MESSAGE),
      ),
    ),
  }),
);

/** Whether every VueRING in the items carries its ring size. */
export const ringSizesGiven = (items: readonly { id: string; ringSize?: number | undefined }[]) =>
  items.every((i) => i.id !== "vuering" || i.ringSize !== undefined);

/** Random per submit: retries of one submit carry the same key and never create two pre-orders. */
const idempotencyKeySchema = builtOnFirstUse(() =>
  z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/, "Invalid idempotency key")),
);

/** The body of POST /api/preorders (JSON, or the `preorder` part of a multipart upload). */
export const preorderRequestSchema = builtOnFirstUse(() =>
  z.extend(preorderFormSchema, {
    items: z.array(preorderItemSchema).check(
      z.minLength(1, "Please select at least one product"),
      z.maxLength(productIds.length, "Each product only once"),
      z.refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Each product only once"),
      z.refine(ringSizesGiven, { message: RING_SIZE_MESSAGE, path: [RING_SIZE_FIELD] }),
    ),
    confirmedWithoutGlasses: z._default(z.boolean(), false),
    /** The buyer ticked the box asking for WhatsApp updates (never assumed: false unless sent). */
    [WHATSAPP_OPT_IN_FIELD]: z._default(z.boolean("Invalid WhatsApp consent"), false),
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
  }),
);

export type PreorderRequest = z.input<typeof preorderRequestSchema>;
export type ParsedPreorderRequest = z.output<typeof preorderRequestSchema>;

/** The form-start (lead capture) body of PUT /api/form-starts/:sessionId: all fields optional. */
export const formStartSchema = builtOnFirstUse(() =>
  z.object({
    name: z.optional(trimmed(120)),
    email: z.optional(trimmed(254)),
    phone: z.optional(trimmed(32)),
    whatsapp: z.optional(trimmed(32)),
    address: z.optional(trimmed(500)),
  }),
);
export type FormStart = z.infer<typeof formStartSchema>;

export const sessionIdSchema = builtOnFirstUse(() => z.uuid());

/** The form-start save happens only when at least this many fields are filled. */
export const FORM_START_MIN_FIELDS = 2;

/** How many of the fields the buyer types hold something other than whitespace. */
export function filledFieldCount(values: Partial<Record<PreorderFormField, string | undefined>>): number {
  return TYPED_FIELDS.filter((f) => (values[f] ?? "").trim() !== "").length;
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
  const country = (values as { country?: unknown } | null)?.country;
  if (errors.address === ADDRESS_TOO_SHORT && typeof country === "string" && country !== "") {
    errors.address = addressTooShort(country);
  }
  return errors;
}

/** Base MIME type without parameters ("audio/webm;codecs=opus" → "audio/webm"), if allowed. */
export function allowedAudioType(type: string): AudioMimeType | undefined {
  const base = type.split(";")[0]?.trim().toLowerCase();
  return AUDIO_MIME_TYPES.find((t) => t === base);
}

/** A pre-order's amounts as the server priced and stored them, in minor units (see `Amounts`). */
const amountsSchema = builtOnFirstUse(() =>
  z.object({
    currency: z.enum(CURRENCIES),
    subtotal: z.number(),
    bundleDiscount: z.number(),
    total: z.number(),
    booking: z.number(),
    remaining: z.number(),
    accessoryCredit: z.number(),
  }),
);

/** The 201 answer of POST /api/preorders, parsed by the page with this schema. */
export const savePreorderResultSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    /** Every figure as stored: the server prices the cart, whatever the browser showed. */
    amounts: amountsSchema,
    voiceNote: z.nullable(z.object({ stored: z.literal(true), bytes: z.number() })),
  }),
);
export type SavePreorderResult = z.infer<typeof savePreorderResultSchema>;

/** What the form's inputs hold, by field. */
export type FormValues = Record<PreorderFormField, string>;
/** What an error can sit next to: a detail, or VueRING's ring size in the cart. */
export type ErrorField = PreorderFormField | typeof RING_SIZE_FIELD;
export type FormErrors = Partial<Record<ErrorField, string>>;

/** What the pre-order page's own action answers a form posted without JavaScript. */
export type PreorderFormAnswer =
  | {
      /** Not stored: the form comes back with what was typed, and why. */
      status: "returned";
      values: FormValues;
      items: { id: ProductId; quantity: number; ringSize?: number }[];
      errors: FormErrors;
      /** A problem that belongs to no single field (products, a refused submit). */
      formError: string | null;
      /** Accessories only and not yet confirmed: the 'Add Vue Glass?' question, asked in the page. */
      askGlasses: boolean;
      /** The WhatsApp updates box as posted: it comes back as the buyer left it. */
      whatsappOptIn?: boolean;
    }
  | { status: "saved"; reference: string; orderPath: string; amounts: Amounts; country: string };
