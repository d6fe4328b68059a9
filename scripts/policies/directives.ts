/**
 * The directives a policy may use. A policy never types a figure the site states elsewhere: it
 * quotes it, and the build fills it in from where it is decided (the claims, the catalogue's
 * pricing rules, the retention rule), so a business change is still a one-line edit there.
 * Values a shop configures or a visitor's region decides stay elements the page renders at
 * request time.
 */
import { z } from "zod";
import { MONEY_EXAMPLES } from "../../app/content/policies/policy.ts";
import {
  ACCESSORY_CREDIT_PERCENT,
  BOOKING_PERCENT,
  BUNDLE_DISCOUNT_PERCENT,
  BUNDLE_MIN_PRODUCTS,
} from "../../app/content/catalogue.ts";
import { CLAIMS, HARDWARE, PREORDER_PERKS, REFUNDS, SHIPPING, WARRANTY } from "../../app/content/claims.ts";
import { BRAND, PRODUCT } from "../../app/content/site.ts";
import { GRIEVANCE_PROMISE } from "../../app/content/tax.ts";
import { LEAD_RETENTION_DAYS, VITALS_RETENTION_DAYS } from "../../app/lib/retention.ts";
import { directive, wordsDirective, type DirectiveTable } from "../markdown/pipeline.ts";

/** `:name` → the words it stands for, fixed at build time. */
export const POLICY_FACTS = {
  brand: BRAND,
  product: PRODUCT,
  "booking-percent": `${BOOKING_PERCENT}%`,
  "bundle-discount-percent": `${BUNDLE_DISCOUNT_PERCENT}%`,
  "bundle-min-products": String(BUNDLE_MIN_PRODUCTS),
  "accessory-credit-percent": `${ACCESSORY_CREDIT_PERCENT}%`,
  warranty: WARRANTY.label,
  "refund-days": REFUNDS.processingDays,
  "return-reply-hours": `${REFUNDS.returnReplyHours} hours`,
  "booking-refundable": REFUNDS.bookingRefundable,
  "after-delivery": REFUNDS.afterDelivery,
  "support-reply-hours": `${CLAIMS.supportReplyHours} hours`,
  "minimum-age": String(CLAIMS.minimumAge),
  "lead-retention-days": `${LEAD_RETENTION_DAYS} days`,
  "vitals-retention-days": `${VITALS_RETENTION_DAYS} days`,
  "battery-life": HARDWARE.battery,
  "shipping-india": SHIPPING.india,
  "shipping-international": SHIPPING.international,
  "balance-link": SHIPPING.balanceLink,
  "shipping-included": SHIPPING.included,
  "how-to-cancel": REFUNDS.howToCancel,
  "prescription-lenses": PREORDER_PERKS.prescriptionLenses,
  emi: PREORDER_PERKS.emi,
  "grievance-acknowledged": `within ${GRIEVANCE_PROMISE.acknowledgeHours} hours`,
  "grievance-resolved": `within ${GRIEVANCE_PROMISE.resolveWithin}`,
} as const;

export const POLICY_DIRECTIVES: DirectiveTable = {
  ...Object.fromEntries(Object.entries(POLICY_FACTS).map(([name, text]) => [name, wordsDirective(text)])),
  /** `:support-email{subject="Privacy request"}`: the configured support address, as a mailto link. */
  "support-email": directive({
    form: "text",
    attributes: z.strictObject({ subject: z.string().min(3) }),
    to: ({ subject }) => ({ element: "support-email", properties: { subject } }),
  }),
  /** `:delivery-statement`: "Deliveries start from the end of …", from DELIVERY_START. */
  "delivery-statement": directive({
    form: "text",
    attributes: z.strictObject({}),
    to: () => ({ element: "delivery-statement" }),
  }),
  /** `:whatsapp-updates`: the WhatsApp sentence, said only by a shop that sends WhatsApp updates. */
  "whatsapp-updates": directive({
    form: "text",
    attributes: z.strictObject({}),
    to: () => ({ element: "whatsapp-updates" }),
  }),
  /** `:money{of=glasses-booking}`: a worked amount in the visitor's currency. */
  money: directive({
    form: "text",
    attributes: z.strictObject({ of: z.enum(MONEY_EXAMPLES) }),
    to: ({ of }) => ({ element: "money", properties: { of } }),
  }),
  /** `:seller{part=gstin}`: the seller's legal name, GSTIN or registered address, from the settings. */
  seller: directive({
    form: "text",
    attributes: z.strictObject({ part: z.enum(["name", "gstin", "address"]) }),
    to: ({ part }) => ({ element: "seller", properties: { part } }),
  }),
  /** `:grievance-officer`: the grievance officer's name and e-mail address, from the settings. */
  "grievance-officer": directive({
    form: "text",
    attributes: z.strictObject({}),
    to: () => ({ element: "grievance-officer" }),
  }),
  /** `:::table{caption="…"}` around a GFM table: a captioned table whose first column heads its rows. */
  table: directive({
    form: "container",
    attributes: z.strictObject({ caption: z.string().min(3) }),
    to: ({ caption }) => ({ element: "policy-table", properties: { caption } }),
  }),
};
