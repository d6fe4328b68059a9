/**
 * The buyer-facing order reference, e.g. `LX-7K3Q9M`: short enough to read over the phone, made of
 * characters that cannot be confused with each other (no 0/O, 1/I/L, and no U), and the same shape
 * everywhere it appears (e-mails, the console, the order page URL).
 */
export const ORDER_REFERENCE_PREFIX = "LX-";
export const ORDER_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_REFERENCE_LENGTH = 6;

const referencePattern = new RegExp(
  `^${ORDER_REFERENCE_PREFIX}[${ORDER_REFERENCE_ALPHABET}]{${ORDER_REFERENCE_LENGTH}}$`,
);

/** True for a well-formed reference; lower case and stray spaces are tolerated by `normalizeOrderReference`. */
export function isOrderReference(value: string): boolean {
  return referencePattern.test(value);
}

/** Upper-cases and trims what a person typed, so `lx-7k3q9m ` finds `LX-7K3Q9M`. */
export function normalizeOrderReference(value: string): string | undefined {
  const candidate = value.trim().toUpperCase();
  return isOrderReference(candidate) ? candidate : undefined;
}
