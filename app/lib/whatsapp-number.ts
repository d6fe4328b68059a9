/**
 * A typed WhatsApp number as the Cloud API addresses it: digits, country code first. A number
 * written with + or 00 carries its country code; a bare 10-digit number from a buyer shipping to
 * India is an Indian mobile (the form's main market); anything else is taken as written.
 */
export function waIdOf(typed: string, country: string): string | null {
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // digits already start with the country code
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (country === "IN" && digits.length === 11 && digits.startsWith("0")) {
    digits = `91${digits.slice(1)}`;
  } else if (country === "IN" && digits.length === 10) {
    digits = `91${digits}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}
