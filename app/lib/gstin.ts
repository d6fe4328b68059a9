/**
 * GSTIN: two digits of the state's GST code, the holder's PAN (five letters, four digits, a letter),
 * the registration's number within that PAN (1-9 or A-Z), "Z", and a check character computed over
 * the first fourteen (the GST network's mod-36 scheme: odd positions weigh 1, even positions 2, each
 * product's base-36 digits added).
 */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character the first fourteen characters of a GSTIN call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(value: string): string | null {
  if (!GSTIN_PATTERN.test(value)) {
    return "must be a 15-character GSTIN: state code, PAN, entity number, Z, check character";
  }
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return "has a wrong check character";
  return null;
}

/** The GST state code a GSTIN is registered in (its first two digits). */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
