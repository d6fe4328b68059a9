/**
 * Every factual claim the site makes, stated once. Pages, FAQ, policies, blog
 * and e-mails read these; a business change is a one-line edit here.
 */

// When deliveries start is a setting (DELIVERY_START), not a claim: lib/delivery-window.ts says
// it ("Deliveries start from the end of September 2027, first come first served.").

export const WARRANTY = { years: 1, label: "1-year warranty" } as const;

export const REFUNDS = {
  bookingRefundable: "The booking amount is refundable any time before delivery.",
  processingDays: "7–10 business days",
  returnReplyHours: 48,
  afterDelivery: "After delivery, defects are covered by the 1-year warranty.",
  /** Before dispatch the buyer cancels on the order page; everything paid is refunded at once. */
  howToCancel:
    "Before your order ships, cancel it yourself on your order page: the refund of everything you paid starts at once.",
  /** Once the parcel has left: the return policy and the warranty, not a cancellation. */
  afterDispatch:
    "Your order has shipped, so it can no longer be cancelled. If you do not want it, tell us when it arrives and we arrange the return under our return policy (we reply within 48 hours); defects are covered by the 1-year warranty.",
} as const;

export const SHIPPING = {
  india: "3–5 business days after dispatch",
  international: "7–14 days after dispatch",
  balanceLink: "The balance payment link is sent 1–2 weeks before shipping.",
  /** No delivery charge anywhere: shipping is in the price (duties abroad are the buyer's). */
  included: "Shipping is included: there is no delivery charge.",
  worldwide: true,
} as const;

export const HARDWARE = {
  weightGrams: 78,
  battery: "8+ hours",
  brightnessNits: 1600,
  refreshRate: "1200Hz",
  fieldOfView: "53°",
  virtualScreen: "180-inch",
  ipd: "58.5–67 mm",
  distortion: "under 1%",
  fps: 60,
  tracking: "3DoF",
} as const;

/** How Vue Glass compares (performance highlights on /features). */
export const COMPARISON = {
  brightnessNits: { vueGlass: 1600, traditionalVr: 500, competitorAr: 1000 },
  batteryHours: { vueGlass: "8+", traditionalVr: "2–3", competitorAr: "4–5" },
} as const;

export const CLAIMS = {
  earlyTesters: "3000+",
  powerEfficiency: "40% more power efficient",
  neckStrainReduction: "up to 80%",
  satisfaction: "4.7/5",
  wouldRecommend: "92%",
  dailyUsers: "89%",
  minimumAge: 13,
  supportReplyHours: 24,
} as const;

/** The tech-neck figures behind /tech-neck-solution (percent is the bar's fill, 0–100). */
export const TECH_NECK = {
  officeWorkersNeckPain: { value: "67%", label: "of office workers report neck pain", percent: 67 },
  dailyScreenTime: { value: "5–6 hrs", label: "of daily screen time, mostly looking down", percent: 75 },
  handsFree: { value: "100%", label: "hands-free voice control", percent: 100 },
  neckPressure: { value: "5.4 kg", label: "of neck pressure per inch of tilt", percent: 54 },
} as const;

/**
 * Glasses an operator dispatched without the buyer's prescription (an override with a reason)
 * ship with plain lenses; the free prescription lenses follow by post once the buyer sends it.
 */
export const PLAIN_LENSES = {
  daysAfterDelivery: 90,
  shipped:
    "Your glasses shipped with plain lenses, because we did not have your prescription when they left.",
  follow:
    "Your free prescription lenses follow by post: send your prescription (a photo of it, or its numbers) to our support team within 90 days of delivery, and we post the lenses to you free of charge.",
} as const;

export const PREORDER_PERKS = {
  /** Only for orders with the glasses, always as an amount in the buyer's currency ("₹1,680"). */
  accessoryCredit: (amount: string) =>
    `${amount} accessory credit to spend on accessories, with no expiry date.`,
  /** The buyer gives it on the order page until dispatch (features/fulfilment). */
  prescriptionLenses:
    "Free prescription lenses: give us your prescription on your order page before your glasses ship.",
  /** The terms and policies (read by every visitor): EMI is Razorpay's offer for Indian cards and banks. */
  emi: "Pay the balance online before dispatch; in India, with simple EMI options.",
  /** A buyer's own pages name EMI only to those paying in rupees; others pay by card. */
  balanceHow: (inr: boolean) =>
    inr
      ? "Pay the balance online before dispatch, with simple EMI options."
      : "Pay the balance online by card before dispatch.",
} as const;

/**
 * Availability, the same for every product: everything is sold by pre-order and ships when
 * deliveries start. Product badges, store cards and the Offer's schema.org availability read this.
 */
export const AVAILABILITY = {
  schema: "PreOrder",
  badge: "Pre-order",
  /** Followed by the delivery statement (lib/delivery-window.ts). */
  statement: "Pre-order now.",
} as const;

/** How the Vue Visor attaches, said one way everywhere (catalogue, store page, landing, blog). */
export const VISOR = {
  attachment: "Magnetic: snaps onto the front of Vue Glass, no tools",
  how: "Magnets hold it on the front of Vue Glass: it snaps on without tools and comes off just as quickly.",
  short: "snaps on with magnets",
  colour: "Midnight black",
} as const;

export const POLICIES_LAST_UPDATED = "April 7, 2025";
export const POLICIES_LAST_UPDATED_ISO = "2025-04-07";
