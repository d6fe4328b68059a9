/**
 * Settings that put a way to reach the shop on public pages. Each is shown only when set (the
 * support address falls back to `support@{site domain}`), so a live site without them is
 * probably missing something the owner meant to show.
 */
const PUBLIC_CONTACT_SETTINGS = [
  "SUPPORT_EMAIL",
  "SUPPORT_PHONE",
  "WHATSAPP_NUMBER",
  "SOCIAL_LINKEDIN_URL",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_X_URL",
  "SOCIAL_YOUTUBE_URL",
  "COMPANY_PROFILE_URL",
] as const;

/** The public contact and profile settings left unset in `source` (empty counts as unset). */
export function unsetPublicContacts(source: Record<string, string | undefined>): string[] {
  return PUBLIC_CONTACT_SETTINGS.filter((name) => !source[name]);
}
