/** What the order page shows and posts about WhatsApp updates. */

/** The buyer's choice for an order: on, stopped (`since`: ISO time), or never asked for. */
export type WhatsappChoice =
  | { state: "none" }
  | { state: "on"; since: string; numberEnding: string }
  | { state: "stopped"; since: string; byReply: boolean };

/** The order page form's intent that stops WhatsApp updates about the order. */
export const WHATSAPP_STOP_INTENT = "whatsapp-stop";
