import { PLAIN_LENSES, REFUNDS, SHIPPING } from "~/content/claims";
import { deliveryStatement } from "~/lib/delivery-window";
import { BRAND } from "~/content/site";

/**
 * Every sentence the shop's e-mails say, in one place. The rules they keep: the balance is paid
 * online before dispatch, never when the parcel arrives; no e-mail promises a step the shop does not
 * perform; staff alerts carry the reference and a console link, never the buyer's contact details.
 * Claims the site also makes (delivery start, transit times, refunds) come from content/claims.
 */

export const TEST_NOTICE =
  "TEST ORDER: this pre-order was paid in the sandbox (TEST MODE). No money moved and nothing will ship.";

export const greeting = (name: string) => `Hi ${name},`;

export const ORDER = {
  reference: "Order reference",
  viewOrder: "View your order",
  orderPage: "Your order page",
  yourOrder: "Your order",
  shippingTo: "Shipping to",
  whatNext: "What happens next",
  queuePlace: "Your place in the delivery queue",
  deliveryWindow: "Expected delivery",
} as const;

/** How the balance is paid, said the same way in every e-mail. */
export const BALANCE = {
  link: "We e-mail you a link to pay the balance 1–2 weeks before dispatch; you pay it online on your order page, and your order ships once it is paid.",
  /** EMI is Razorpay Checkout's offer for eligible Indian cards and banks; elsewhere, cards. */
  how: (emi: boolean) =>
    emi ? "At checkout, Razorpay offers EMI on eligible cards and banks." : "You pay it by card at checkout.",
  credit: (credit: string) =>
    `Your ${credit} accessory credit comes off the accessories on your order, including any you add on your order page when you pay. It never applies to the glasses and is not paid out.`,
  pay: "Pay the balance",
} as const;

export const CONFIRMATION = {
  subject: (what: string, reference: string) => `Your ${what} pre-order is confirmed (${reference})`,
  title: (what: string) => `Your ${what} pre-order is confirmed`,
  intro: (booking: string) =>
    `Thank you for pre-ordering with ${BRAND}. We have received your booking payment of ${booking}.`,
  bookingPaid: "Booking paid today",
  remaining: "Remaining, due before dispatch",
  queueKept: (deliveryStart: string) =>
    `${deliveryStatement(deliveryStart)} Your place in the queue is kept for you.`,
  accessoriesShip: (deliveryStart: string) =>
    `${deliveryStatement(deliveryStart)} Your accessories ship with them.`,
  prescription:
    "Free prescription lenses: give your prescription (or tell us you need none) on your order page before dispatch.",
  refundable: REFUNDS.bookingRefundable,
  whatsapp:
    "As you asked, we also send these updates on WhatsApp: the balance payment link and reminders, dispatch and tracking, delivery dates, and delivery. Reply STOP there, or use your order page, to stop them.",
} as const;

export const REFUND = {
  subject: (amount: string, reference: string) =>
    `Refund of ${amount} for your ${BRAND} pre-order ${reference}`,
  title: "Your refund is on its way",
  what: (balancePaid: boolean) => (balancePaid ? "your payments" : "your booking payment"),
  done: (amount: string, what: string, reference: string) =>
    `We have refunded ${amount} of ${what} for pre-order ${reference}. It reaches the card or account you paid with within ${REFUNDS.processingDays}.`,
  full: (captured: string, balancePaid: boolean) =>
    balancePaid
      ? `Your payments of ${captured} are now refunded in full, and your pre-order is cancelled.`
      : `Your booking of ${captured} is now refunded in full, and your pre-order is cancelled.`,
  partial: (refunded: string, captured: string, balancePaid: boolean) =>
    `Refunded so far: ${refunded} of the ${captured} you paid${balancePaid ? "" : " as your booking"}. The rest of your pre-order stands.`,
} as const;

export const CANCELLED = {
  subject: (reference: string) => `Your ${BRAND} pre-order ${reference} is cancelled`,
  title: "Your pre-order is cancelled",
  intro: (reference: string) => `We have cancelled pre-order ${reference}.`,
  refund: (amount: string) =>
    `The refund of ${amount}, everything you paid, has started. It reaches the card or account you paid with within ${REFUNDS.processingDays}; we e-mail you again when the gateway confirms it.`,
  nothingPaid: "Nothing was paid for this pre-order, so there is nothing to refund.",
  queue: "Its place in the delivery queue is released.",
} as const;

/** A payment the order could not take (an old quote, a second tab, a closed order), given back in full. */
export const UNEXPECTED_PAYMENT = {
  subject: (amount: string, reference: string) =>
    `We are refunding your payment of ${amount} for pre-order ${reference}`,
  title: "We are refunding a payment",
  lead: (amount: string, reference: string) =>
    `We received a payment of ${amount} for pre-order ${reference} that the order could not take, and we are refunding all of it. It reaches the card or account you paid with within ${REFUNDS.processingDays}.`,
  why: {
    open: "It was for an earlier version of your balance (you changed what you were buying, or paid in another tab). Your balance is still to pay: your order page shows the amount.",
    mismatch:
      "It did not match the balance your order page asked for. Your balance is still to pay: your order page shows the amount.",
    replaced:
      "It was for an earlier version of your balance (you changed what you were buying, or paid in another tab). The balance you paid for your latest choice is kept.",
    paid: "Your balance had already been paid, so this second payment was not needed. Your order is unchanged.",
    closed: "Your pre-order is cancelled, so it cannot take a payment. Nothing else changes.",
  },
} as const;

export const BALANCE_DUE = {
  subject: (what: string, reference: string) => `Pay the balance for your ${what} pre-order (${reference})`,
  title: "Your order is in the next delivery wave",
  intro: (shipDate: string | null) =>
    shipDate
      ? `Your order is in a delivery wave expected to ship around ${shipDate}. Pay the balance on your order page before dispatch.`
      : "Your order is in the next delivery wave. Pay the balance on your order page before dispatch.",
  payBy: (date: string) =>
    `Please pay the balance by ${date}. If it is not paid by then, your order keeps its booking and its place in the queue and ships with the next delivery wave instead; it is never cancelled for being late.`,
  exact:
    "Your order page shows the exact amount before you pay, and you can add accessories to your order there.",
  total: "Order total",
  bookingPaid: "Booking paid",
  remaining: "Remaining",
  creditApplied: "Accessory credit",
  toPay: "Balance to pay",
} as const;

export const BALANCE_REMINDER = {
  subject: (reference: string) => `Reminder: the balance of your pre-order ${reference} is still open`,
  title: "Your balance is still open",
  intro: (sent: string | null) =>
    sent
      ? `We e-mailed you the link to pay the balance on ${sent}, and it is not paid yet. Your order ships once it is paid.`
      : "The balance of your pre-order is not paid yet. Your order ships once it is paid.",
  last: "This is our last reminder.",
} as const;

export const BALANCE_RECEIVED = {
  subject: (reference: string) => `Balance received: your pre-order ${reference} is paid in full`,
  title: "Your order is paid in full",
  intro: (amount: string) =>
    `Thank you: we have received your balance payment of ${amount}. Here is your receipt.`,
  booked: "Booked with your pre-order",
  added: "Added at the balance payment",
  ringSize: (size: number) => `size ${size}`,
  subtotal: "Subtotal",
  bundleDiscount: "Bundle discount",
  orderTotal: "Order total",
  addedTotal: "Accessories added",
  creditApplied: "Accessory credit applied",
  bookingPaid: (date: string | null) => (date ? `Booking paid on ${date}` : "Booking paid"),
  balancePaid: (date: string) => `Balance paid on ${date}`,
  totalPaid: "Total paid",
  refunded: "Refunded",
  prescription:
    "One step left for your free prescription lenses: give your prescription (or tell us you need none) on your order page before dispatch.",
  dispatch: "When your order ships, we e-mail you the carrier's name and the tracking number.",
} as const;

export const PRESCRIPTION_REMINDER = {
  subject: (reference: string) => `Your prescription for pre-order ${reference}, before dispatch`,
  title: "We need your prescription",
  intro: (shipDate: string | null) =>
    `Your Vue Glass comes with free prescription lenses, and your order is in a delivery wave${shipDate ? ` expected to ship around ${shipDate}` : ""}. We have not received your prescription yet.`,
  how: "On your order page, enter your values (SPH, CYL, AXIS, ADD and PD), upload a photo or PDF of your prescription, or tell us you need none. Please do it before dispatch.",
  give: "Give your prescription",
} as const;

export const WINDOW_CHANGED = {
  subject: (reference: string, range: string) => `New delivery window for pre-order ${reference}: ${range}`,
  title: "Your delivery window has changed",
  intro: (range: string, previous: string | null) =>
    previous
      ? `The expected delivery window for your order is now ${range} (it was ${previous}).`
      : `The expected delivery window for your order is now ${range}.`,
  queue: (position: number) => `Your place in the delivery queue stays #${position}.`,
  balanceLater: BALANCE.link,
} as const;

export const DISPATCHED = {
  // "Vue Glass is on its way", "Vue Glass and VueRING are on their way".
  subject: (what: string, reference: string) =>
    `Your ${what} ${/ and /.test(what) ? "are on their" : "is on its"} way (${reference})`,
  title: "Your order is on its way",
  intro: (carrier: string, date: string) => `We dispatched your order with ${carrier} on ${date}.`,
  tracking: "Tracking number",
  track: "Track your parcel",
  trackAt: (carrier: string) => `Track it on ${carrier}'s website with this number.`,
  transit: (inIndia: boolean) => `It usually arrives ${inIndia ? SHIPPING.india : SHIPPING.international}.`,
  duties:
    "Shipping is included. Import duties and taxes of your country, if any, are yours to pay when the parcel arrives.",
  messageUs: "Message us on WhatsApp",
  plainLenses: PLAIN_LENSES.shipped,
  lensesFollow: PLAIN_LENSES.follow,
} as const;

export const DELIVERED = {
  subject: (what: string, reference: string) => `Delivered: your ${what} pre-order ${reference}`,
  title: "Your order has been delivered",
  intro: (date: string) => `Your order was delivered on ${date}. Thank you for ordering with ${BRAND}.`,
  notReceived: "If it has not reached you, tell us straight away.",
  warranty: REFUNDS.afterDelivery,
} as const;

export const ADDRESS_CHANGED = {
  subject: (reference: string) => `The shipping details of your order ${reference} were changed`,
  title: "Your shipping details were changed",
  intro: (what: string, day: string) => `${what} of your order was changed on ${day}, from your order page.`,
  what: (address: boolean, phone: boolean) =>
    address && phone
      ? "The shipping address and phone number"
      : address
        ? "The shipping address"
        : "The phone number",
  before: "Before",
  now: "Now",
  phone: (phone: string) => `Phone: ${phone}`,
  notYou: (ways: string, reference: string) =>
    `Not you? ${ways} at once, quoting ${reference}, and we will check the change before your order ships.`,
} as const;

export const STAFF = {
  openInConsole: "Open in the console",
  items: "Items",
  country: (country: string, glasses: boolean) =>
    `Country: ${country}${glasses ? " · includes the glasses" : ""}`,
  paid: {
    subject: (reference: string, amount: string, country: string) =>
      `Paid pre-order ${reference}: ${amount} (${country})`,
    lead: (reference: string, booking: string, remaining: string) =>
      `Pre-order ${reference} is paid: booking ${booking}, ${remaining} remaining (due before dispatch).`,
  },
  review: {
    subject: (reference: string) => `Needs review: pre-order ${reference}`,
    lead: (reference: string, booking: string) =>
      `Pre-order ${reference} was parked for review: the captured amount or currency differs from its booking of ${booking}. Check the payment timeline and resolve it.`,
  },
  cancellation: {
    subject: (reference: string) => `Cancellation requested: pre-order ${reference}`,
    lead: (reference: string, reason: string | null) =>
      `The buyer of pre-order ${reference} asked to cancel it from the order page${reason ? `, saying: "${reason}"` : ""}. Refund from the console once decided.`,
  },
  unexpected: {
    subject: (reference: string, amount: string) =>
      `Payment refunded automatically: pre-order ${reference} (${amount})`,
    lead: (amount: string, reference: string, status: string) =>
      `A balance payment of ${amount} for pre-order ${reference} was captured after it stopped being payable (an older quote, a second tab, or the order is ${status}). It is being refunded in full automatically; the order's timeline shows the payment and its refund. If the refund fails you get a separate alert.`,
  },
  refundFailed: {
    subject: (reference: string, amount: string) => `Refund failed: pre-order ${reference} (${amount})`,
    lead: (amount: string, reference: string, reason: string | null) =>
      `The refund of ${amount} for pre-order ${reference} failed at the payment gateway (${reason ?? "no reason given"}). The buyer's order page says our team will retry it: refund again from the order's console page.`,
  },
  addressChanged: {
    subject: (reference: string) => `Address changed: pre-order ${reference}`,
    lead: (reference: string, what: string, date: string) =>
      `The buyer of pre-order ${reference} changed the ${what} from the order page on ${date}, before dispatch. The old and new values are in the order's timeline: check them before the order ships.`,
    what: (address: boolean, phone: boolean) =>
      address && phone ? "shipping address and phone" : phone ? "phone number" : "shipping address",
  },
} as const;

export const ORDER_LINKS = {
  subject: `Your ${BRAND} order links`,
  title: "Your orders",
  intro: (count: number) =>
    count === 1
      ? "You asked for the link to your order. Here it is: it opens your order page, where you can follow it, pay and change what is still open."
      : `You asked for the links to your orders. Here are all ${count} of them: each opens its order page, where you can follow it, pay and change what is still open.`,
  order: (placedOn: string, status: string) => `Placed ${placedOn} · ${status}`,
  open: "Open the order",
  keep: "Keep this e-mail: the links are private to you. If you did not ask for it, you can ignore it.",
} as const;

/** The last line of every e-mail to a buyer: where a lost order link is found again. */
export const FIND_ORDERS = {
  line: "Lost an order link? Find my orders:",
} as const;

export const SIGN_IN = {
  subject: `Your ${BRAND} console sign-in link`,
  title: "Sign in to the console",
  intro: `Sign in to the ${BRAND} operator console:`,
  button: "Sign in",
  expiry: (minutes: number) =>
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
} as const;
