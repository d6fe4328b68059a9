/** The WhatsApp Cloud API's settings: all four, or none. */
const WHATSAPP_SETTINGS = [
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

type WhatsappSettings = Partial<Record<(typeof WHATSAPP_SETTINGS)[number], string>>;

/**
 * Part of the Cloud API's settings would send messages whose replies nobody can check: the refusal,
 * naming what is missing, or null when all or none are set.
 */
export function partialWhatsappSettings(env: WhatsappSettings): string | null {
  const missing = WHATSAPP_SETTINGS.filter((name) => !env[name]);
  return missing.length > 0 && missing.length < WHATSAPP_SETTINGS.length
    ? `${missing.join(", ")} missing: WhatsApp updates need all of ${WHATSAPP_SETTINGS.join(", ")}, or none`
    : null;
}

/** Whether the shop sends WhatsApp updates through the Cloud API (all its settings are set). */
export const whatsappConfigured = (env: WhatsappSettings) => Boolean(env.WHATSAPP_PHONE_NUMBER_ID);

/**
 * Whether buyers who ask for WhatsApp updates get them: the Cloud API is set up, or a test shop
 * writes them as `[TEST]` files. Pages and e-mails promise WhatsApp updates only then.
 */
export const whatsappUpdatesOn = (env: WhatsappSettings & { PAYMENTS_MODE: string }) =>
  whatsappConfigured(env) || env.PAYMENTS_MODE === "sandbox";
