/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, and the place of supply printed on documents), and the PIN code prefixes (first three
 * digits) each postal circle covers. Some prefixes are shared by two (Mohali and Chandigarh, Villupuram
 * and Puducherry): a PIN with such a prefix fits either, and only the buyer can say which.
 */
export interface IndianState {
  code: string;
  name: string;
  /** Inclusive ranges of PIN codes' first three digits. */
  pins: readonly (readonly [number, number])[];
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: "01", name: "Jammu and Kashmir", pins: [[180, 194]] },
  { code: "02", name: "Himachal Pradesh", pins: [[171, 177]] },
  { code: "03", name: "Punjab", pins: [[140, 160]] },
  { code: "04", name: "Chandigarh", pins: [[160, 160]] },
  {
    code: "05",
    name: "Uttarakhand",
    pins: [
      [244, 249],
      [262, 263],
    ],
  },
  { code: "06", name: "Haryana", pins: [[121, 136]] },
  { code: "07", name: "Delhi", pins: [[110, 110]] },
  { code: "08", name: "Rajasthan", pins: [[301, 345]] },
  { code: "09", name: "Uttar Pradesh", pins: [[200, 285]] },
  { code: "10", name: "Bihar", pins: [[800, 855]] },
  { code: "11", name: "Sikkim", pins: [[737, 737]] },
  { code: "12", name: "Arunachal Pradesh", pins: [[790, 792]] },
  { code: "13", name: "Nagaland", pins: [[797, 798]] },
  { code: "14", name: "Manipur", pins: [[795, 795]] },
  { code: "15", name: "Mizoram", pins: [[796, 796]] },
  { code: "16", name: "Tripura", pins: [[799, 799]] },
  { code: "17", name: "Meghalaya", pins: [[793, 794]] },
  { code: "18", name: "Assam", pins: [[781, 788]] },
  {
    code: "19",
    name: "West Bengal",
    pins: [
      [700, 736],
      [738, 743],
    ],
  },
  { code: "20", name: "Jharkhand", pins: [[814, 835]] },
  { code: "21", name: "Odisha", pins: [[751, 770]] },
  { code: "22", name: "Chhattisgarh", pins: [[490, 497]] },
  { code: "23", name: "Madhya Pradesh", pins: [[450, 488]] },
  { code: "24", name: "Gujarat", pins: [[360, 396]] },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu", pins: [[396, 396]] },
  {
    code: "27",
    name: "Maharashtra",
    pins: [
      [400, 402],
      [404, 445],
    ],
  },
  { code: "29", name: "Karnataka", pins: [[560, 591]] },
  { code: "30", name: "Goa", pins: [[403, 403]] },
  { code: "31", name: "Lakshadweep", pins: [[682, 682]] },
  { code: "32", name: "Kerala", pins: [[670, 695]] },
  { code: "33", name: "Tamil Nadu", pins: [[600, 643]] },
  {
    code: "34",
    name: "Puducherry",
    pins: [
      [533, 533],
      [605, 605],
      [609, 609],
      [673, 673],
    ],
  },
  { code: "35", name: "Andaman and Nicobar Islands", pins: [[744, 744]] },
  { code: "36", name: "Telangana", pins: [[500, 509]] },
  { code: "37", name: "Andhra Pradesh", pins: [[507, 535]] },
  { code: "38", name: "Ladakh", pins: [[194, 194]] },
];

/** The state or union territory a GST state code names. */
export const stateByCode = (code: string): IndianState | undefined =>
  INDIAN_STATES.find((s) => s.code === code);

/** Every state whose postal circles a 6-digit PIN code could belong to; none for no such PIN. */
export function statesOfPin(pin: string): IndianState[] {
  if (!/^[1-9][0-9]{5}$/.test(pin)) return [];
  const prefix = Number(pin.slice(0, 3));
  return INDIAN_STATES.filter((s) => s.pins.some(([from, to]) => prefix >= from && prefix <= to));
}

/** The one state a PIN code belongs to, or undefined when it fits none or more than one. */
export function stateOfPin(pin: string): IndianState | undefined {
  const states = statesOfPin(pin);
  return states.length === 1 ? states[0] : undefined;
}
