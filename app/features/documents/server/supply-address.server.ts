import { and, eq, inArray } from "drizzle-orm";
import { ADDRESS_EDITABLE, isIn } from "../../../../db/order-status";
import { preorders } from "../../../../db/schema";
import { stateByCode } from "~/content/india-states";
import type { Database } from "~/lib/db.server";
import {
  supplyAddressForm,
  type SupplyAddressAnswer,
  type SupplyAddressState,
} from "../supply-address-contract";
import { pinState } from "./place-of-supply";

/** The structured address's state on the order with this reference; null for no such order. */
export async function supplyAddressState(
  db: Database,
  reference: string,
): Promise<SupplyAddressState | null> {
  const [order] = await db.select().from(preorders).where(eq(preorders.reference, reference));
  if (!order) return null;
  const given =
    order.shipStateCode && order.shipPostalCode && order.shipCity
      ? {
          postalCode: order.shipPostalCode,
          stateName: stateByCode(order.shipStateCode)?.name ?? order.shipStateCode,
          city: order.shipCity,
        }
      : null;
  const needed =
    order.country === "IN" && !given && isIn(ADDRESS_EDITABLE, order.status) && !pinState(order.address);
  return { needed, given };
}

/**
 * Saves the PIN code, state and city an Indian order ships to (until it ships): the tax invoice's
 * place of supply comes from them. Refused per field when they do not agree.
 */
export async function saveSupplyAddress(
  db: Database,
  reference: string,
  form: FormData,
): Promise<{ ok: true } | { ok: false; status: 400 | 404 | 409; answer?: SupplyAddressAnswer }> {
  const values = Object.fromEntries(
    ["postalCode", "stateCode", "city"].map((k) => {
      const value = form.get(k);
      return [k, typeof value === "string" ? value : ""];
    }),
  );
  const parsed = supplyAddressForm.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return { ok: false, status: 400, answer: { fieldErrors, values } };
  }
  const [order] = await db
    .select({ country: preorders.country, status: preorders.status })
    .from(preorders)
    .where(eq(preorders.reference, reference));
  if (!order || order.country !== "IN") return { ok: false, status: 404 };
  const updated = await db
    .update(preorders)
    .set({
      shipPostalCode: parsed.data.postalCode,
      shipStateCode: parsed.data.stateCode,
      shipCity: parsed.data.city,
      updatedAt: new Date(),
    })
    // Until dispatch: the invoice is made then, from what is stored at that moment.
    .where(and(eq(preorders.reference, reference), inArray(preorders.status, [...ADDRESS_EDITABLE])))
    .returning({ id: preorders.id });
  return updated.length ? { ok: true } : { ok: false, status: 409 };
}
