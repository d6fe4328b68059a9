import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/ensure-chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const executablePath = findChromium();
if (!executablePath) throw new Error("Chromium not found: run `node scripts/ensure-chromium.ts` first.");

/**
 * What the fast gate (`npm test`, E2E_SCOPE=gate) leaves to the full suite (`npm run test:all`,
 * E2E_SCOPE=beyond-gate after the gate): whole stories of an order, each on both engines, the HTML
 * validator's JVM, the development server, repeated typing-while-hydrating runs, the e-mails'
 * screenshots, and the second width of the accessibility scan (routes.spec.ts reads the scope).
 */
const FULL_SUITE_ONLY = [
  "order-story",
  "console",
  "console-tool",
  "one-order",
  "html-validity",
  "buyer-words",
  "hydration-input",
  "dev-server",
].map((name) => `**/${name}.spec.ts`);
const scope = process.env.E2E_SCOPE;

/** Browser tests run against the production build in the system Chromium (no browser download). */
export default defineConfig({
  testDir: "tests/e2e",
  ...(scope === "gate" ? { testIgnore: FULL_SUITE_ONLY } : {}),
  ...(scope === "beyond-gate" ? { testMatch: [...FULL_SUITE_ONLY, "**/routes.spec.ts"] } : {}),
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  // Two, on two cores: four halved the wall time of nothing (each test took twice as long) and
  // made pages that measure layout or wait for the page script's late module miss their moment.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // One retry in CI, reported as "flaky" in the log: on this 2-core machine two checks missed
  // their moment in one run of ten (field-data's INP after the page is left; the order page's
  // ring-size answer at 375 px). Both are to be fixed at their cause, not hidden: see the log.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI shares two cores between the server and two browsers: a page can take several seconds to
  // hydrate there, and a navigation that takes 1 s on a quiet machine can take more than 5.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screenshot per action, which costs CPU in every test; CI prints only the
    // log, so the trace of a CI failure could never be opened.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "true",
      // Contact settings as a shop sets them: pages, JSON-LD and e-mails must show these.
      SUPPORT_EMAIL: "care@luxid.test",
      SUPPORT_PHONE: "+91 80 4718 2200",
      WHATSAPP_NUMBER: "+91 98450 12345",
      // Profiles are linked only when set (no placeholder accounts): this shop sets all of them.
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/luxid-shop",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/luxid.shop",
      SOCIAL_X_URL: "https://x.com/luxid_shop",
      SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@luxid-shop",
      COMPANY_PROFILE_URL: "https://www.linkedin.com/company/luxid-shop/about",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
