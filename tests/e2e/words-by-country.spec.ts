import { expect, test } from "../support/e2e/fixtures";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * EMI and UPI are what Razorpay Checkout offers buyers paying in rupees: a visitor from Germany
 * never reads either word on the pages a buyer goes through (after hydration too), an Indian
 * visitor does. The region comes from the address the proxy reports.
 */
const GERMAN_IP = "80.156.0.1";
const INDIAN_IP = "49.36.0.1";
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("words", { TRUST_PROXY: "true" });
});
test.afterAll(async () => {
  await own.stop();
});

const PAGES = ["/", "/preorder", "/faq", "/store/vue-glass"];

test("a German buyer's pages never say EMI or UPI; an Indian buyer's do", async ({ browser }) => {
  for (const [ip, named] of [
    [GERMAN_IP, false],
    [INDIAN_IP, true],
  ] as const) {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
    const page = await context.newPage();
    let seen = "";
    for (const path of PAGES) {
      await page.goto(`${own.baseUrl}${path}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
      const text = await page.locator("body").innerText();
      if (!named) expect(text, path).not.toMatch(/\b(EMI|UPI)\b/);
      seen += text;
    }
    if (named) expect(seen).toMatch(/\bEMI\b/);
    await context.close();
  }
});
