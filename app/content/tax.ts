import type { ProductId } from "./product-ids.ts";

/*
 * GST content: what the shop's documents say about tax. Every code, rate and sentence here is for
 * the company's accountant to confirm or change; none of it is computed from anything else. The
 * defaults below are this team's reading and are marked as such in the README.
 */

/** A GST rate (percent of the taxable value) and the day it applies from (shop calendar, ISO). */
interface RatePeriod {
  from: string;
  percent: number;
}

export interface ProductTax {
  /** Harmonised System of Nomenclature code printed on every document line. */
  hsn: string;
  /** Oldest first; the rate of a supply is the newest whose `from` is on or before its date. */
  rates: readonly RatePeriod[];
  /** Shown on the product page and printed on the tax invoice. */
  countryOfOrigin: string;
}

/** To be confirmed by the accountant: codes and rates as this team reads the tariff. */
export const PRODUCT_TAX: Record<ProductId, ProductTax> = {
  // Smart glasses whose function is the display (video monitors and projectors, 8528).
  glasses: { hsn: "8528", rates: [{ from: "2017-07-01", percent: 18 }], countryOfOrigin: "India" },
  // A ring that moves the pointer: an input unit of a data-processing machine.
  vuering: { hsn: "8471", rates: [{ from: "2017-07-01", percent: 18 }], countryOfOrigin: "India" },
  // Cables with connectors.
  vulink: { hsn: "8544", rates: [{ from: "2017-07-01", percent: 18 }], countryOfOrigin: "India" },
  vuelink: { hsn: "8544", rates: [{ from: "2017-07-01", percent: 18 }], countryOfOrigin: "India" },
  // A shade for the glasses: goggles and the like (9004), lowered from 12% to 5% in September 2025.
  "vue-visor": {
    hsn: "9004",
    rates: [
      { from: "2017-07-01", percent: 12 },
      { from: "2025-09-22", percent: 5 },
    ],
    countryOfOrigin: "India",
  },
};

/** The GST rate of a product on a day (`YYYY-MM-DD`). */
export function gstRate(productId: ProductId, day: string): number {
  const periods = PRODUCT_TAX[productId].rates.filter((p) => p.from <= day);
  const rate = periods.at(-1) ?? PRODUCT_TAX[productId].rates[0]!;
  return rate.percent;
}

/** Printed on a receipt voucher: what tax an advance on goods bears. */
export const ADVANCE_TAX_POSITION =
  "Advance received for a supply of goods. No GST is payable on this advance (Notification 66/2017-Central Tax); GST is charged on the tax invoice issued when the goods are dispatched.";

/** Printed on a tax invoice for an export when the seller has a Letter of Undertaking. */
export const LUT_ENDORSEMENT = "Supply meant for export under LUT without payment of IGST";

/** Printed on every document made in sandbox (test) mode. */
export const TEST_DOCUMENT_NOTICE = "TEST DOCUMENT: made in sandbox mode, not valid for tax";

/** What the grievance officer promises (Consumer Protection (E-Commerce) Rules 2020). */
export const GRIEVANCE_PROMISE = {
  acknowledgeHours: 48,
  resolveWithin: "one month",
} as const;
