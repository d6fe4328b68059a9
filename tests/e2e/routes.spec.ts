import { expect, test } from "../support/e2e/fixtures";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { MUSIC } from "../../app/content/landing";
import { expectAccessible } from "../support/e2e/axe";

const ROUTES = [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`), "/payment-callback"];

test("every route answers 200 with a title of its own", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of ROUTES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? "";
    expect(title, path).not.toBe("");
    const previous = [...titles].find(([, t]) => t === title);
    expect(previous?.[0], `${path} shares its title "${title}"`).toBeUndefined();
    titles.set(path, title);
  }
});

// One test per page, so a slow page cannot eat another's time budget. Reduced motion shows every
// section in its final state: a scan mid-reveal would measure contrast at half opacity.
// The gate scans the phone's width, the full suite the desktop's (playwright.config.ts, E2E_SCOPE).
const AXE_WIDTHS = { gate: [375], "beyond-gate": [1440] }[process.env.E2E_SCOPE ?? ""] ?? [375, 1440];
for (const width of AXE_WIDTHS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ reducedMotion: "reduce", viewport: { width, height: width < 768 ? 812 : 900 } });
    for (const path of ROUTES) {
      test(`${path} passes axe at ${width} px`, async ({ page }) => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expectAccessible(page);
      });
    }
  });
}

test("an unknown path gives 404 and the not-found page", async ({ page }) => {
  const res = await page.goto("/definitely/not/here");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  for (const name of ["Home", "Pre-Order", "Features", "Blog", "Contact"]) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Report Issue" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").locator('a[href="/sitemap.xml"]')).toBeVisible();
  await expectAccessible(page);
});

test("assets: /favicon.ico, the manifest's icons, the apple-touch icon and music of at most 64 KB", async ({
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).readUInt16LE(2)).toBe(1); // an ICO, not the not-found page

  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  for (const icon of [
    ...manifest.icons,
    { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
  ]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      const png = await res.body(); // IHDR: width and height at bytes 16 and 20
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  }

  const music = await request.get(MUSIC.src);
  expect(music.status()).toBe(200);
  expect(music.headers()["content-type"]).toMatch(/^audio\/(ogg|opus|mp4|aac)/);
  expect((await music.body()).length).toBeLessThanOrEqual(64 * 1024);
});
