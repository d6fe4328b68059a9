import type { Database } from "~/lib/db.server";
import { addressChangesOf } from "./address-changes.server";
import { prescriptionForConsole } from "./prescriptions.server";

/**
 * What the buyer gave from the order page, for the console's order page: the prescription (values,
 * the file's type and size, or "none needed") and every address correction with its old values.
 */
export async function buyerInputsForConsole(db: Database, preorderId: string) {
  const [prescription, addressChanges] = await Promise.all([
    prescriptionForConsole(db, preorderId),
    addressChangesOf(db, preorderId),
  ]);
  return { prescription, addressChanges };
}

export type BuyerInputs = Awaited<ReturnType<typeof buyerInputsForConsole>>;
