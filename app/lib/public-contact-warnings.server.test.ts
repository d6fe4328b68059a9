import { expect, test } from "vitest";
import { parseEnv, publicConfig } from "./env.server";
import { warnUnsetPublicContacts } from "./public-contact-warnings.server";

const HTTPS = { PUBLIC_SITE_URL: "https://www.luxid.in", PAYMENTS_MODE: "sandbox" };

/** The warnings a start-up with this environment logs, one string per `log.warn` call. */
function startupWarnings(source: Record<string, string>): string[] {
  const lines: string[] = [];
  warnUnsetPublicContacts(parseEnv(source), { warn: (line: string) => void lines.push(line) });
  return lines;
}

test("no social or company profile is linked until it is set: no placeholder accounts", () => {
  const config = publicConfig(parseEnv(HTTPS));
  expect(config.social).toEqual([]);
  expect(config.companyProfileUrl).toBeNull();
});

test("only the configured profiles are public, in the site's network order", () => {
  const config = publicConfig(
    parseEnv({
      ...HTTPS,
      SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@luxid",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/luxid",
      COMPANY_PROFILE_URL: "https://www.linkedin.com/company/luxid/about",
    }),
  );
  expect(config.social).toEqual([
    { key: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/luxid" },
    { key: "youtube", label: "YouTube", url: "https://www.youtube.com/@luxid" },
  ]);
  expect(config.companyProfileUrl).toBe("https://www.linkedin.com/company/luxid/about");
});

test.each([
  "SOCIAL_LINKEDIN_URL",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_X_URL",
  "SOCIAL_YOUTUBE_URL",
  "COMPANY_PROFILE_URL",
])("%s must be an https URL: start-up refuses anything else in one line naming it", (name) => {
  for (const value of ["http://x.com/luxid", "javascript:alert(1)", "x.com/luxid"]) {
    let message = "";
    try {
      parseEnv({ ...HTTPS, [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toContain(`  ${name}: must be an https:// URL`);
  }
});

test("an https start warns once per unset public contact or profile, one line each", () => {
  expect(startupWarnings(HTTPS)).toEqual([
    "SUPPORT_PHONE is not set: no phone number is shown",
    "WHATSAPP_NUMBER is not set: no WhatsApp number is shown",
    "SOCIAL_LINKEDIN_URL is not set: no LinkedIn link is shown",
    "SOCIAL_INSTAGRAM_URL is not set: no Instagram link is shown",
    "SOCIAL_X_URL is not set: no X link is shown",
    "SOCIAL_YOUTUBE_URL is not set: no YouTube link is shown",
    "COMPANY_PROFILE_URL is not set: no company profile link is shown",
  ]);
  expect(
    startupWarnings({
      ...HTTPS,
      SUPPORT_PHONE: "+91 80 4718 2200",
      SOCIAL_X_URL: "https://x.com/luxid",
      COMPANY_PROFILE_URL: "https://www.linkedin.com/company/luxid/about",
    }),
  ).toEqual([
    "WHATSAPP_NUMBER is not set: no WhatsApp number is shown",
    "SOCIAL_LINKEDIN_URL is not set: no LinkedIn link is shown",
    "SOCIAL_INSTAGRAM_URL is not set: no Instagram link is shown",
    "SOCIAL_YOUTUBE_URL is not set: no YouTube link is shown",
  ]);
});

test("a local http start stays quiet about them", () => {
  expect(startupWarnings({})).toEqual([]);
  expect(startupWarnings({ PUBLIC_SITE_URL: "http://localhost:3000" })).toEqual([]);
});
