import { isProductId, productIds, type ProductId } from "~/content/catalogue";
import { MAX_QUANTITY } from "~/lib/pricing";
import {
  FORM_FIELDS,
  HONEYPOT_FIELD,
  RING_SIZE_FIELD,
  WHATSAPP_OPT_IN_FIELD,
  type ErrorField,
  type FormErrors,
  type FormValues,
  type PreorderFormField,
} from "./contract";

/**
 * The pre-order form's inputs: their names (what the form posts and what the server's errors
 * name), labels and hints. The page, the route action and the error summary all read them here.
 */

/** Where errors are in the page, top to bottom: the cart's ring size, then the details. */
export const ERROR_FIELDS: readonly ErrorField[] = [RING_SIZE_FIELD, ...FORM_FIELDS];

/** An empty form shipping to `country` (the visitor's region until the buyer picks another). */
export const emptyForm = (country: string): FormValues => ({
  name: "",
  email: "",
  phone: "",
  whatsapp: "",
  country,
  address: "",
});

export interface FieldSpec {
  name: PreorderFormField;
  label: string;
  /** `select`: the country list. */
  type: "text" | "email" | "tel" | "select";
  autoComplete: string;
  required: boolean;
  hint?: string;
  multiline?: boolean;
  inputMode?: "tel" | "email";
}

const SPECS: Record<PreorderFormField, Omit<FieldSpec, "name">> = {
  name: { label: "Full Name", type: "text", autoComplete: "name", required: true },
  email: { label: "Email", type: "email", autoComplete: "email", required: true, inputMode: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel", required: true, inputMode: "tel" },
  whatsapp: {
    label: "WhatsApp",
    type: "tel",
    autoComplete: "tel",
    required: false,
    hint: "Optional: for delivery updates",
    inputMode: "tel",
  },
  country: { label: "Country", type: "select", autoComplete: "country", required: true },
  address: {
    label: "Shipping Address",
    type: "text",
    autoComplete: "street-address",
    required: true,
    // The hint names the country's postal code (checkout-country.ts): the form writes it.
    multiline: true,
  },
};

/** The buyer's details in page order. */
export const FIELD_SPECS: readonly FieldSpec[] = FORM_FIELDS.map((name) => ({ name, ...SPECS[name] }));

const fieldLabel = (name: ErrorField): string => (name === RING_SIZE_FIELD ? "Ring size" : SPECS[name].label);

/** The element id of a field's input, for labels, focus and error descriptions. */
export const fieldId = (name: ErrorField) => `preorder-${name}`;

/** Names of the form's other inputs, as a form without JavaScript posts them. */
export const FORM_INPUTS = {
  /** One per selected product: "glasses:2" (product id and quantity). */
  item: "item",
  /** "true" once the buyer chose to pre-order accessories without the glasses. */
  confirmedWithoutGlasses: "confirmedWithoutGlasses",
  honeypot: HONEYPOT_FIELD,
  /** What a button other than the main one asks for (answering 'Add Vue Glass?' in the page). */
  intent: "intent",
  /** VueRING's ring size, chosen in the cart. */
  ringSize: RING_SIZE_FIELD,
  /** The WhatsApp updates box: posted ("yes") only when ticked. */
  whatsappOptIn: WHATSAPP_OPT_IN_FIELD,
} as const;

/** The 'Add Vue Glass' answer posted without JavaScript: the form comes back with the glasses added. */
export const ADD_GLASSES_INTENT = "add-glasses";

/** Whether a field named by a server error has a place in the form (a detail or the ring size). */
export function isFormField(field: string | null | undefined): field is ErrorField {
  return (ERROR_FIELDS as readonly string[]).includes(field ?? "");
}

/** The screen-reader summary of a failed submit: "Please check these 2 fields: Full Name, Email." */
export function errorSummary(errors: FormErrors): string {
  const fields = ERROR_FIELDS.filter((f) => errors[f]);
  if (fields.length === 0) return "";
  const which = fields.length === 1 ? "this field" : `these ${fields.length} fields`;
  return `Please check ${which}: ${fields.map(fieldLabel).join(", ")}.`;
}

/** The value of a selected product's hidden input. */
export const itemValue = (item: { id: string; quantity: number }) => `${item.id}:${item.quantity}`;

/**
 * The cart's buttons, posted without JavaScript (with it, they change the cart in the page): the
 * page's action answers the form with the cart changed and nothing stored.
 */
export const cartIntent = {
  toggle: (id: ProductId) => `toggle:${id}`,
  quantity: (id: ProductId, quantity: number) => `quantity:${id}:${quantity}`,
};

export type CartIntent =
  { kind: "toggle"; id: ProductId } | { kind: "quantity"; id: ProductId; quantity: number };

/**
 * The cart button an intent names, or null when it names none. A quantity outside 1 to the
 * maximum is held at the nearest limit (+ pressed at the maximum changes nothing).
 */
export function parseCartIntent(intent: string): CartIntent | null {
  const [kind, id = "", quantity = ""] = intent.split(":");
  if (!isProductId(id)) return null;
  if (kind === "toggle") return { kind, id };
  if (kind !== "quantity") return null;
  const n = Number(quantity);
  return { kind, id, quantity: Number.isInteger(n) ? Math.min(Math.max(n, 1), MAX_QUANTITY) : 1 };
}

/** Applies a cart button to the posted items: selected products in catalogue order. */
export function applyCartIntent(items: readonly PostedItem[], intent: CartIntent): PostedItem[] {
  const selected = items.some((i) => i.id === intent.id);
  if (intent.kind === "toggle") {
    return selected
      ? items.filter((i) => i.id !== intent.id)
      : [...items, { id: intent.id, quantity: 1 }].sort(
          (a, b) => productIds.indexOf(a.id) - productIds.indexOf(b.id),
        );
  }
  return items.map((i) => (i.id === intent.id ? { ...i, quantity: intent.quantity } : i));
}

/** One selected product as posted: VueRING carries its ring size once one is chosen. */
export interface PostedItem {
  id: ProductId;
  quantity: number;
  ringSize?: number;
}

/** What a posted pre-order form holds, still unvalidated: the schema decides what is acceptable. */
export interface PostedPreorderForm {
  values: FormValues;
  items: PostedItem[];
  confirmedWithoutGlasses: boolean;
  whatsappOptIn: boolean;
  honeypot: string;
  intent: string;
}

/** Reads the posted form: every detail as text, the items from their "id:quantity" inputs. */
export function readPreorderForm(form: FormData): PostedPreorderForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, text(f)])) as FormValues;
  const items = form
    .getAll(FORM_INPUTS.item)
    .filter((v): v is string => typeof v === "string")
    .map((v) => {
      const [id = "", quantity = ""] = v.split(":");
      return { id, quantity: Number(quantity) };
    })
    // Unknown products are dropped the way ?items= drops them; bad quantities reach the schema.
    .filter((i): i is { id: ProductId; quantity: number } => isProductId(i.id))
    .map((i): PostedItem => {
      const size = text(FORM_INPUTS.ringSize).trim();
      return i.id === "vuering" && size !== "" ? { ...i, ringSize: Number(size) } : i;
    });
  return {
    values,
    items,
    confirmedWithoutGlasses: text(FORM_INPUTS.confirmedWithoutGlasses) === "true",
    whatsappOptIn: text(FORM_INPUTS.whatsappOptIn) === "yes",
    honeypot: text(FORM_INPUTS.honeypot),
    intent: text(FORM_INPUTS.intent),
  };
}
