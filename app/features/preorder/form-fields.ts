import { isProductId, type ProductId } from "~/content/catalogue";
import { FORM_FIELDS, HONEYPOT_FIELD, type PreorderFormField } from "./contract";

/**
 * The pre-order form's inputs: their names (what the form posts and what the server's errors
 * name), labels and hints. The page, the route action and the error summary all read them here.
 */

export type FormValues = Record<PreorderFormField, string>;
export type FormErrors = Partial<Record<PreorderFormField, string>>;

export const EMPTY_FORM: FormValues = { name: "", email: "", phone: "", whatsapp: "", address: "" };

export interface FieldSpec {
  name: PreorderFormField;
  label: string;
  type: "text" | "email" | "tel";
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
  address: {
    label: "Shipping Address",
    type: "text",
    autoComplete: "street-address",
    required: true,
    hint: "Include the PIN code",
    multiline: true,
  },
};

/** The buyer's details in page order. */
export const FIELD_SPECS: readonly FieldSpec[] = FORM_FIELDS.map((name) => ({ name, ...SPECS[name] }));

export const fieldLabel = (name: PreorderFormField): string => SPECS[name].label;

/** The element id of a field's input, for labels, focus and error descriptions. */
export const fieldId = (name: PreorderFormField) => `preorder-${name}`;

/** Names of the form's other inputs, as a form without JavaScript posts them. */
export const FORM_INPUTS = {
  /** One per selected product: "glasses:2" (product id and quantity). */
  item: "item",
  /** "true" once the buyer chose to pre-order accessories without the glasses. */
  confirmedWithoutGlasses: "confirmedWithoutGlasses",
  honeypot: HONEYPOT_FIELD,
  /** What a button other than the main one asks for (answering 'Add Vue Glass?' in the page). */
  intent: "intent",
} as const;

/** The 'Add Vue Glass' answer posted without JavaScript: the form comes back with the glasses added. */
export const ADD_GLASSES_INTENT = "add-glasses";

/** Whether a field named by a server error is one of the buyer's details. */
export function isFormField(field: string | null | undefined): field is PreorderFormField {
  return (FORM_FIELDS as readonly string[]).includes(field ?? "");
}

/** The screen-reader summary of a failed submit: "Please check these 2 fields: Full Name, Email." */
export function errorSummary(errors: FormErrors): string {
  const fields = FORM_FIELDS.filter((f) => errors[f]);
  if (fields.length === 0) return "";
  const which = fields.length === 1 ? "this field" : `these ${fields.length} fields`;
  return `Please check ${which}: ${fields.map(fieldLabel).join(", ")}.`;
}

/** The value of a selected product's hidden input. */
export const itemValue = (item: { id: string; quantity: number }) => `${item.id}:${item.quantity}`;

/** What a posted pre-order form holds, still unvalidated: the schema decides what is acceptable. */
export interface PostedPreorderForm {
  values: FormValues;
  items: { id: ProductId; quantity: number }[];
  confirmedWithoutGlasses: boolean;
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
    .filter((i): i is { id: ProductId; quantity: number } => isProductId(i.id));
  return {
    values,
    items,
    confirmedWithoutGlasses: text(FORM_INPUTS.confirmedWithoutGlasses) === "true",
    honeypot: text(FORM_INPUTS.honeypot),
    intent: text(FORM_INPUTS.intent),
  };
}
