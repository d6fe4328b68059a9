import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

/**
 * Public contact and profile settings that are simply left off the pages when unset (no made-up
 * default ever stands in), with what a visitor then misses.
 */
const PUBLIC_CONTACT_SETTINGS = {
  SUPPORT_PHONE: "no phone number is shown",
  WHATSAPP_NUMBER: "no WhatsApp number is shown",
  SOCIAL_LINKEDIN_URL: "no LinkedIn link is shown",
  SOCIAL_INSTAGRAM_URL: "no Instagram link is shown",
  SOCIAL_X_URL: "no X link is shown",
  SOCIAL_YOUTUBE_URL: "no YouTube link is shown",
  COMPANY_PROFILE_URL: "no company profile link is shown",
} as const satisfies Partial<Record<keyof Env, string>>;

/** One line per unset setting, e.g. "SOCIAL_X_URL is not set: no X link is shown". */
function unsetPublicContactLines(env: Env): string[] {
  return Object.entries(PUBLIC_CONTACT_SETTINGS)
    .filter(([name]) => !env[name as keyof typeof PUBLIC_CONTACT_SETTINGS])
    .map(([name, missing]) => `${name} is not set: ${missing}`);
}

/**
 * At start-up of a public (https) shop, warns once per unset contact or profile setting, so a
 * missing one is noticed in the logs rather than by a buyer. Local http runs stay quiet.
 */
export function warnUnsetPublicContacts(env: Env, log: Pick<Logger, "warn">): void {
  if (!env.PUBLIC_SITE_URL.startsWith("https://")) return;
  for (const line of unsetPublicContactLines(env)) log.warn(line);
}
