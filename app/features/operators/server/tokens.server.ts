import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh 256-bit secret, URL- and cookie-safe. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a secret: a leaked row cannot be replayed. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Compares two strings without leaking where they differ through timing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
