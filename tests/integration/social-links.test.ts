import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { logCollector } from "../support/faults";
import { startApp, type TestApp } from "../support/app";

/** A public shop, as deployed: https, test payments said so on purpose, contact details set. */
const SHOP = {
  DATA_DIR: "memory://",
  PUBLIC_SITE_URL: "https://shop.luxid.test",
  PAYMENTS_MODE: "sandbox",
  TRUST_PROXY: "loopback",
  SUPPORT_PHONE: "+91 80 4718 2200",
  WHATSAPP_NUMBER: "+91 98450 12345",
  LOG_LEVEL: "warn",
};
const PAGES = ["/", "/about", "/contact", "/faq", "/features"];
const INSTAGRAM = "https://www.instagram.com/luxid.shop";
/** Any link to a social network or company profile host, and the old placeholder names. */
const PROFILE_LINK = /href="https:\/\/(?:www\.)?(?:linkedin|instagram|x|youtube)\.com[^"]*"/g;
const PLACEHOLDERS = ["luxid.example", "luxid-example", "luxid_example"];

async function html(app: TestApp, path: string): Promise<string> {
  const res = await fetch(`${app.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

function organization(page: string): Record<string, unknown> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const org = blocks.find((b) => b["@type"] === "Organization");
  expect(org).toBeDefined();
  return org!;
}

describe("with no social or company profile set", () => {
  let app: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    app = await startApp(SHOP, { logStream: logs.stream });
  });
  afterAll(() => app?.close());

  test("no page links a profile, a placeholder account or an empty social list", async () => {
    for (const path of PAGES) {
      const page = await html(app, path);
      expect(page.match(PROFILE_LINK), path).toBeNull();
      for (const placeholder of PLACEHOLDERS) expect(page, path).not.toContain(placeholder);
      expect(page, path).not.toContain("Luxid on social media");
      expect(page, path).not.toContain("company profile, opens in a new tab");
      expect(page, path).not.toMatch(/<ul[^>]*><\/ul>/);
      expect(organization(page), path).not.toHaveProperty("sameAs");
    }
    const contact = await html(app, "/contact");
    expect(contact).not.toContain("social media");
    expect(contact).not.toContain("find us where you already spend your time");
  });

  test("the https start warned once per unset profile, one line each", () => {
    const warnings = logs.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level === 40 && / is not set: /.test(l.msg))
      .map((l) => l.msg);
    expect(warnings).toEqual([
      "SOCIAL_LINKEDIN_URL is not set: no LinkedIn link is shown",
      "SOCIAL_INSTAGRAM_URL is not set: no Instagram link is shown",
      "SOCIAL_X_URL is not set: no X link is shown",
      "SOCIAL_YOUTUBE_URL is not set: no YouTube link is shown",
      "COMPANY_PROFILE_URL is not set: no company profile link is shown",
    ]);
  });
});

describe("with only Instagram set", () => {
  let app: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    app = await startApp({ ...SHOP, SOCIAL_INSTAGRAM_URL: INSTAGRAM }, { logStream: logs.stream });
  });
  afterAll(() => app?.close());

  test("every page links exactly that profile, in the HTML and the Organization JSON-LD", async () => {
    for (const path of PAGES) {
      const page = await html(app, path);
      const links = new Set(page.match(PROFILE_LINK));
      expect([...links], path).toEqual([`href="${INSTAGRAM}"`]);
      for (const placeholder of PLACEHOLDERS) expect(page, path).not.toContain(placeholder);
      expect(organization(page).sameAs, path).toEqual([INSTAGRAM]);
    }
    const contact = await html(app, "/contact");
    expect(contact).toContain('id="social-title"');
    expect(contact).toContain("Behind the scenes and tester stories");
    expect(contact).not.toContain("Company news, hiring and partnerships");
  });

  test("the warnings leave out the one that is set", () => {
    const warned = logs.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(warned).not.toContain("SOCIAL_INSTAGRAM_URL is not set: no Instagram link is shown");
    expect(warned).toContain("SOCIAL_X_URL is not set: no X link is shown");
  });
});
