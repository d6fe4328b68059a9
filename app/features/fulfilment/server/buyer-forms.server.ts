import { eq } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import { ADDRESS_EDITABLE, isIn, PRESCRIPTION_EDITABLE } from "../../../../db/order-status";
import type { Database } from "~/lib/db.server";
import {
  ADDRESS_FIELDS,
  ADDRESS_INTENT,
  addressChangeSchema,
  fieldErrors,
  MAX_PRESCRIPTION_BYTES,
  PRESCRIPTION_FILE_ERRORS,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_VALUE_FIELDS,
  prescriptionFormSchema,
  sniffPrescriptionFile,
  type BuyerFormAnswer,
  type BuyerFormIntent,
  type BuyerFormName,
  type BuyerForms,
  type PrescriptionFileType,
} from "../contract";
import { addressChangesOf, changeAddress } from "./address-changes.server";
import { prescriptionGiven, savePrescription, type PrescriptionToSave } from "./prescriptions.server";

/**
 * The order page's prescription and address forms, server side: what the page shows of them, and
 * what a post of either does. Plain form posts, so both work without JavaScript.
 */

/** What the order page shows of the two forms, or null for an unknown reference. */
export async function loadBuyerForms(db: Database, reference: string): Promise<BuyerForms | null> {
  const [order] = await db
    .select({ id: preorders.id, status: preorders.status, glasses: preorders.includesGlasses })
    .from(preorders)
    .where(eq(preorders.reference, reference));
  if (!order) return null;
  const [given, changes] = await Promise.all([
    order.glasses ? prescriptionGiven(db, order.id) : null,
    addressChangesOf(db, order.id),
  ]);
  return {
    prescription: order.glasses
      ? {
          editable: isIn(PRESCRIPTION_EDITABLE, order.status),
          given: given ? { kind: given.kind, at: given.updatedAt.toISOString() } : null,
        }
      : null,
    address: {
      editable: isIn(ADDRESS_EDITABLE, order.status),
      changes: changes.map((c) => ({
        at: c.createdAt.toISOString(),
        address: c.oldAddress !== c.newAddress,
        phone: c.oldPhone !== c.newPhone,
      })),
    },
  };
}

/**
 * A post's result: saved (the page reloads at `anchor`, or shows `confirmation` in the answer to
 * the post), or refused with what to show.
 */
export type BuyerFormResult =
  | { ok: true; anchor: string; notify: boolean; confirmation?: BuyerFormAnswer }
  | { ok: false; status: 400 | 404 | 409; answer: BuyerFormAnswer };

const SHIPPED = {
  prescription:
    "Your order has shipped or is closed, so the prescription can no longer be changed here. Please write to our support team.",
  address:
    "Your order has shipped or is closed, so the address can no longer be changed here. Please write to our support team.",
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Runs the prescription or address form posted to the order page of `reference`. */
export async function submitBuyerForm(
  db: Database,
  reference: string,
  intent: BuyerFormIntent,
  form: FormData,
): Promise<BuyerFormResult> {
  return intent === ADDRESS_INTENT
    ? submitAddress(db, reference, form)
    : submitPrescription(db, reference, form);
}

function refused(
  status: 400 | 404 | 409,
  name: BuyerFormName,
  errors: Record<string, string>,
  values: Record<string, string> = {},
): BuyerFormResult {
  return { ok: false, status, answer: { form: name, errors, values } };
}

async function submitPrescription(db: Database, reference: string, form: FormData): Promise<BuyerFormResult> {
  const values = Object.fromEntries(PRESCRIPTION_VALUE_FIELDS.map((f) => [f, text(form, f)]));
  const kind = text(form, "kind");
  const name: BuyerFormName =
    kind === "file" ? "prescription-file" : kind === "none" ? "prescription-none" : "prescription-values";
  const parsed = prescriptionFormSchema.safeParse({ kind, ...values });
  if (!parsed.success) return refused(400, name, fieldErrors(parsed.error.issues), values);

  let input: PrescriptionToSave;
  if (parsed.data.kind === "file") {
    const checked = await checkFile(form.get(PRESCRIPTION_FILE_FIELD));
    if ("error" in checked) return refused(400, name, { [PRESCRIPTION_FILE_FIELD]: checked.error });
    input = { kind: "file", ...checked };
  } else {
    input = parsed.data;
  }
  const outcome = await savePrescription(db, reference, input);
  if (outcome === "not_found") return refused(404, name, {});
  if (outcome === "not_glasses") {
    return refused(409, name, { form: "This order has no glasses, so no prescription is needed." });
  }
  if (outcome === "closed") return refused(409, name, { form: SHIPPED.prescription }, values);
  return { ok: true, anchor: "prescription", notify: false };
}

/**
 * The uploaded file, judged by its bytes alone: its name and the type the browser declared are
 * ignored (a renamed executable says `.pdf` and `application/pdf` as easily as a real one).
 */
async function checkFile(
  value: FormDataEntryValue | null,
): Promise<{ mime: PrescriptionFileType; data: Uint8Array } | { error: string }> {
  if (!value || typeof value === "string" || value.size === 0)
    return { error: PRESCRIPTION_FILE_ERRORS.missing };
  if (value.size > MAX_PRESCRIPTION_BYTES) return { error: PRESCRIPTION_FILE_ERRORS.tooLarge };
  const data = new Uint8Array(await value.arrayBuffer());
  const mime = sniffPrescriptionFile(data);
  if (!mime) return { error: PRESCRIPTION_FILE_ERRORS.wrongType };
  return { mime, data };
}

async function submitAddress(db: Database, reference: string, form: FormData): Promise<BuyerFormResult> {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(form, f)]));
  const parsed = addressChangeSchema.safeParse(values);
  if (!parsed.success) return refused(400, "address", fieldErrors(parsed.error.issues), values);
  const result = await changeAddress(db, reference, parsed.data);
  if (result.outcome === "not_found") return refused(404, "address", {});
  if (result.outcome === "closed") return refused(409, "address", { form: SHIPPED.address }, values);
  if (result.outcome !== "changed") return { ok: true, anchor: "change-address", notify: false };
  return {
    ok: true,
    anchor: "change-address",
    notify: true,
    confirmation: {
      form: "address",
      errors: {},
      values: {},
      saved: { address: result.address, phone: result.phone },
    },
  };
}
