import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { hashSecret, safeEqual } from "./tokens.server";

/**
 * A device an operator has signed in from keeps a long-lived cookie naming that address (an HMAC
 * of it under a key the shop generates for itself). It proves nothing but "this browser signed in
 * as this address before": enough to let its link requests past the ceiling on mail to one
 * address, which strangers can fill, and nothing more (it never signs anyone in).
 */
// Left out of backups by name (app/lib/backup/export.server.ts): a restored shop makes a new one.
const KEY_NAME = "operator_device_key";
/** Kept for a year: the ceiling is only in the way of a device that has not signed in for that long. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

async function deviceKey(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, KEY_NAME));
  if (!row) throw new Error("device key missing after insert");
  return row.value;
}

const mark = (key: string, address: string) =>
  createHmac("sha256", key).update(`luxid-operator-device:${address}`).digest("base64url");

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/** `__Host-` with HTTPS, as the session cookie (see session.server.ts). */
function cookieName(request: Request): string {
  return isSecure(request) ? "__Host-luxid_operator_device" : "luxid_operator_device";
}

/** The Set-Cookie value that marks this browser as having signed in as `address`. */
export async function knownDeviceCookie(db: Database, request: Request, address: string): Promise<string> {
  const value = mark(await deviceKey(db), address.trim().toLowerCase());
  const parts = [
    `${cookieName(request)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
  ];
  if (isSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

/**
 * True when the request carries the mark of a browser that signed in as `address`. The key is
 * read and the HMAC computed for every request, marked or not, so the answer's timing is the same.
 */
export async function isKnownDevice(db: Database, request: Request, address: string): Promise<boolean> {
  const expected = mark(await deviceKey(db), address.trim().toLowerCase());
  const name = cookieName(request);
  let given = "";
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) given = rest.join("=");
  }
  // Digests of both, so the comparison takes the same time whatever was sent.
  return safeEqual(hashSecret(expected), hashSecret(given));
}
