/**
 * The 27 EU member states: visitors there pay in euros, and imports there owe VAT. On its own, not
 * beside the country list, because the root (every page) needs it and the list only the checkout.
 */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
);
