import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "../../db/schema";
import type { Database } from "./db.server";

/**
 * Links to the buyer's order page: `/orders/{reference}?t={token}`, where the token is an HMAC of
 * the reference. Whoever holds the link (the buyer, from the e-mail or the callback page) can see
 * the order; without it, every reference answers the same 404. The token carries no personal data
 * and no database lookup happens before it is checked, so nothing can be learnt by guessing.
 */
export interface OrderLinks {
  /** `/orders/LX-…?t=…` */
  path(reference: string): string;
  /** The absolute link for e-mails. */
  url(reference: string): string;
  /** Constant-time check of a token from a request; false for a missing or malformed one. */
  verify(reference: string, token: string | null | undefined): boolean;
}

const SECRET_NAME = "order_link_hmac_key";
/** 16 bytes of HMAC-SHA256 (128 bits): short enough for a link, far beyond guessing. */
const TOKEN_BYTES = 16;

function orderToken(secret: string, reference: string): string {
  return createHmac("sha256", secret)
    .update(`luxid-order-page:${reference}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString("base64url");
}

export function createOrderLinks(secret: string, siteUrl: string): OrderLinks {
  const base = siteUrl.replace(/\/$/, "");
  const path = (reference: string) =>
    `/orders/${encodeURIComponent(reference)}?t=${orderToken(secret, reference)}`;
  // Both sides are hashed to 32 bytes first, so the comparison takes the same time whatever the
  // length or content of what was sent.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return {
    path,
    url: (reference) => `${base}${path(reference)}`,
    verify(reference, token) {
      const expected = digest(orderToken(secret, reference));
      const given = digest(typeof token === "string" ? token : "");
      return timingSafeEqual(expected, given) && typeof token === "string";
    },
  };
}

/**
 * The HMAC key: ORDER_LINK_SECRET when set (several deployments sharing one database can agree on
 * it, and rotating it revokes every link). Otherwise a random key generated once and kept in the
 * database, so every instance and every restart sign alike and links in sent e-mails keep working.
 * Whoever can read that row can already read the orders themselves, so it guards nothing more
 * when stored beside them.
 */
export async function loadOrderLinkSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("order link key missing after insert");
  return row.value;
}
