import { afterEach, describe, expect, test } from "vitest";
import { logCollector } from "../faults/support";
import { startApp, type TestApp } from "./support/app";

/** Every external profile link and the Organization JSON-LD's sameAs of a page. */
async function profilesOf(app: TestApp, path: string) {
  // A cookie keeps the page out of the shared store: each app renders its own.
  const html = await (await fetch(`${app.url}${path}`, { headers: { cookie: "t=1" } })).text();
  const links = [...html.matchAll(/href="(https:\/\/[^"]+)"/g)]
    .map(([, href]) => href!)
    .filter((href) => /linkedin|instagram|x\.com|youtube|\.test\//.test(href));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as { "@type"?: string; sameAs?: string[] },
  );
  const organization = jsonLd.find((item) => item["@type"] === "Organization");
  return { html, links, sameAs: organization?.sameAs };
}

describe("social and company profile links", () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  test("unset: no page links a profile, none in the JSON-LD, no placeholder anywhere", async () => {
    app = await startApp({ DATA_DIR: "memory://" });
    for (const path of ["/", "/contact", "/faq"]) {
      const { html, links, sameAs } = await profilesOf(app, path);
      expect(links, path).toEqual([]);
      expect(sameAs, path).toBeUndefined();
      expect(html, path).toContain('"@type":"Organization"');
      expect(html, path).not.toMatch(/luxid[._-]example/);
    }
    expect((await profilesOf(app, "/")).html).not.toContain("Learn more");
  });

  test("set: exactly the configured ones are linked and named in sameAs", async () => {
    app = await startApp({
      DATA_DIR: "memory://",
      SOCIAL_INSTAGRAM_URL: "https://instagram.test/luxid",
      COMPANY_PROFILE_URL: "https://company.test/luxid",
    });
    const home = await profilesOf(app, "/");
    expect(new Set(home.links)).toEqual(
      new Set(["https://instagram.test/luxid", "https://company.test/luxid"]),
    );
    expect(home.sameAs).toEqual(["https://instagram.test/luxid"]);
  });

  test("an https start warns once, one line for each unset public contact or profile", async () => {
    const logs = logCollector();
    app = await startApp(
      {
        DATA_DIR: "memory://",
        LOG_LEVEL: "warn",
        PUBLIC_SITE_URL: "https://shop.luxid.test",
        PAYMENTS_MODE: "sandbox",
        SUPPORT_PHONE: "+91 80 4718 2200",
        SOCIAL_X_URL: "https://x.test/luxid",
      },
      { logStream: logs.stream },
    );
    const warned = logs.lines
      .map((line) => JSON.parse(line) as { level: number; variable?: string; msg: string })
      .filter((line) => line.variable);
    expect(warned.map((line) => line.variable).sort()).toEqual(
      [
        "COMPANY_PROFILE_URL",
        "SOCIAL_INSTAGRAM_URL",
        "SOCIAL_LINKEDIN_URL",
        "SOCIAL_YOUTUBE_URL",
        "SUPPORT_EMAIL",
        "WHATSAPP_NUMBER",
      ].sort(),
    );
    expect(warned.every((line) => line.level === 40)).toBe(true);
    expect(warned.find((line) => line.variable === "SUPPORT_EMAIL")?.msg).toContain(
      "support@shop.luxid.test",
    );
  });
});
