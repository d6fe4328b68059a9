/**
 * The pre-order this browser saved and has not paid yet, kept across pages (the payment callback,
 * the order page, a reload): paying again pays it, with the same reference and the same
 * idempotency key, instead of saving a second pre-order for one purchase. Cleared once paid.
 */
export interface PendingPreorder {
  preorderId: string;
  idempotencyKey: string;
  /** The buyer's details and items as saved: a change saves a new pre-order that replaces this one. */
  fingerprint: string;
}

const KEY = "luxid:pendingPreorder";

/** The pending pre-order, or null (none, storage blocked, or a malformed value). */
export function readPendingPreorder(storage: Pick<Storage, "getItem">): PendingPreorder | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? "null");
    if (
      value &&
      typeof value === "object" &&
      "preorderId" in value &&
      "idempotencyKey" in value &&
      "fingerprint" in value &&
      typeof value.preorderId === "string" &&
      typeof value.idempotencyKey === "string" &&
      typeof value.fingerprint === "string"
    ) {
      return {
        preorderId: value.preorderId,
        idempotencyKey: value.idempotencyKey,
        fingerprint: value.fingerprint,
      };
    }
  } catch {
    // Unreadable: as if none.
  }
  return null;
}

/** Remembers the pending pre-order, or forgets it (null) once paid. */
export function writePendingPreorder(
  storage: Pick<Storage, "setItem" | "removeItem">,
  pending: PendingPreorder | null,
) {
  try {
    if (pending) storage.setItem(KEY, JSON.stringify(pending));
    else storage.removeItem(KEY);
  } catch {
    // Storage blocked: a retry on this page still reuses it; after a reload the server's
    // idempotency and the 48-hour expiry of unpaid pre-orders are the safety net.
  }
}
