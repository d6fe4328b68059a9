import { randomUUID } from "node:crypto";
import { parsePreorderRequest } from "../../app/features/preorder/server/preorders.server";

/**
 * A valid request for one Vue Glass, as the service receives it after parsing: the buyer is Asha
 * Rao unless `name` or `email` say otherwise, with a fresh idempotency key each time.
 */
export function glassesPreorderRequest(buyer: { name?: string; email?: string } = {}) {
  return parsePreorderRequest({
    name: buyer.name ?? "Asha Rao",
    email: buyer.email ?? "asha@example.com",
    phone: "+91 98765 43210",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 20_000,
  });
}
