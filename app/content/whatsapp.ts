/**
 * WhatsApp order updates: the consent the pre-order form asks for, and the message templates the
 * business gets approved in Meta's WhatsApp Manager. A template's name, language and body must
 * match the approved one exactly; the README lists them for the approval.
 */

/**
 * The box's words, and their version: a buyer's consent is stored with the version they saw, so a
 * change of wording is a new version (the old consents keep meaning what they said).
 */
export const WHATSAPP_CONSENT = {
  version: "2026-11-a",
  label:
    "Send me updates about this order from Luxid on WhatsApp: the balance payment link and reminders, dispatch and tracking, delivery dates, and delivery.",
  hint: "Optional. Unticked, we send nothing on WhatsApp. You can stop at any time from your order page or by replying STOP.",
} as const;

/** The language every template is approved in. */
export const WHATSAPP_LANGUAGE = "en";

export interface WhatsappTemplate {
  /** The approved template's name. */
  name: string;
  /** The body as submitted for approval; {{n}} is the n-th variable. */
  body: string;
  /** What each variable holds, in order. */
  variables: readonly string[];
}

const ORDER_LINK = "the order page link";

/** One template per update a buyer may receive on WhatsApp, by the update's outbox kind. */
export const WHATSAPP_TEMPLATES = {
  balance_due: {
    name: "luxid_balance_due",
    body: "Hi {{1}}, your Luxid order {{2}} is nearly ready to ship. Please pay the balance of {{3}} on your order page: {{4}}",
    variables: ["the buyer's name", "the order reference", "the balance", ORDER_LINK],
  },
  balance_reminder: {
    name: "luxid_balance_reminder",
    body: "Hi {{1}}, a reminder: the balance of {{2}} for your Luxid order {{3}} is still to pay before dispatch. Pay on your order page: {{4}}",
    variables: ["the buyer's name", "the balance", "the order reference", ORDER_LINK],
  },
  delivery_window_changed: {
    name: "luxid_delivery_dates",
    body: "Hi {{1}}, new delivery dates for your Luxid order {{2}}: {{3}}. Details on your order page: {{4}}",
    variables: ["the buyer's name", "the order reference", "the delivery dates", ORDER_LINK],
  },
  order_dispatched: {
    name: "luxid_order_dispatched",
    body: "Hi {{1}}, your Luxid order {{2}} is on its way with {{3}}, tracking number {{4}}. Your order page: {{5}}",
    variables: ["the buyer's name", "the order reference", "the carrier", "the tracking number", ORDER_LINK],
  },
  order_delivered: {
    name: "luxid_order_delivered",
    body: "Hi {{1}}, your Luxid order {{2}} has been delivered. Questions or a prescription to send? Your order page: {{3}}",
    variables: ["the buyer's name", "the order reference", ORDER_LINK],
  },
} as const satisfies Record<string, WhatsappTemplate>;

export type WhatsappUpdateKind = keyof typeof WHATSAPP_TEMPLATES;

/** Whether an outbox kind has a WhatsApp template (is sent on WhatsApp too, with consent). */
export const isWhatsappUpdate = (kind: string): kind is WhatsappUpdateKind => kind in WHATSAPP_TEMPLATES;

/** A reply that stops every update to the number that sent it (trimmed, any case). */
export const STOP_WORDS = ["stop", "unsubscribe"] as const;
