import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * The console as operators use it: a tool of its own (no shop banners, navigation, Pre-Order
 * button or footer; the sandbox's test notice kept), states and products in words, times on the
 * shop's clocks with UTC on hover, glasses reserved on the dashboard, a refund that names its
 * amount before anything is refunded, and sign-in attempts over the limit answered in the page.
 * Rate limits are on here, as in a live shop. UPDATE_SCREENSHOTS=1 keeps the pictures in
 * docs/screenshots/.
 */
const OPERATOR = "ops@luxid.example";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let own: OwnServer | undefined;
let baseUrl: string;
let context: BrowserContext;
let page: Page;
/** The paid order's console page, and its reference. */
const order = { path: "", reference: "" };

/** The text parts of every .eml in the outbox addressed to `to`. */
async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".eml"));
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return mails
    .map((m) =>
      m
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((m) => m.includes(`To: ${to}`));
}

/**
 * This spec's pages come from its own browser context, not the fixture's: they wait here until
 * React has hydrated, or typing and clicks reach server HTML that has no handlers yet.
 */
const hydrated = (p: Page) =>
  p.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
async function open(p: Page, url: string) {
  await p.goto(url);
  await hydrated(p);
}

const shotsDir = () => (process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : test.info().outputPath());

/** The page at 375 and 1440 px, full length, as docs/screenshots/console-<name>-<width>.png. */
async function screenshots(p: Page, name: string) {
  const dir = shotsDir();
  await mkdir(dir, { recursive: true });
  for (const width of [375, 1440]) {
    await p.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await p.screenshot({ path: path.join(dir, `console-${name}-${width}.png`), fullPage: true });
  }
  await p.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(120_000);
  own = await startOwnServer("console-tool", (url) => ({
    PUBLIC_SITE_URL: url,
    OPERATOR_EMAILS: OPERATOR,
    STAFF_EMAIL: "staff@luxid.example",
    OUTBOX_INTERVAL_MS: "200",
    RATE_LIMIT_DISABLED: "false",
  }));
  baseUrl = own.baseUrl;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
  await own?.stop();
});

test("a buyer pays, and the operator signs in to a console of its own: no shop around it, the test notice kept", async () => {
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  const buyer = await context.newPage();
  await open(buyer, `${baseUrl}/preorder?items=glasses`);
  const field = (name: string) => buyer.getByRole("textbox", { name, exact: true });
  await field("Full Name").fill("Asha Rao");
  await field("Email").fill(email);
  await field("Phone").fill("+91 98765 43210");
  await field("Shipping Address").fill("12 MG Road, Bengaluru 560001");
  await buyer.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const dialog = buyer.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // The server's word on the payment carries the order's reference (the callback page's own
  // story is the payments specs').
  const verified = buyer.waitForResponse(
    (r) => r.url().endsWith("/api/payments/verify") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  const answer = (await (await verified).json()) as { data: { status: string; reference: string } };
  expect(answer.data.status).toBe("SUCCESS");
  order.reference = answer.data.reference;
  await buyer.close();

  await open(page, `${baseUrl}/admin`);
  await page.getByLabel("Work e-mail").fill(OPERATOR);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("a sign-in link is on its way")).toBeVisible();
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(own!.dataDir, OPERATOR)).find((m) => m.includes("/admin/verify?token="));
      link = mail ? /(http:\/\/\S+\/admin\/verify\?token=[\w-]+)/.exec(mail)![1]! : "";
      return link;
    })
    .not.toBe("");
  await open(page, link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The console's own frame: none of the shop's, but the sandbox's notice stays on top.
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Delivery" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: /^Main/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Pre-Order", exact: true })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(0);

  // The dashboard counts the glasses promised (this sandbox's orders are test orders) in words.
  await expect(page.getByTestId("glasses-reserved")).toHaveText("0");
  await expect(page.getByText("1 more on test orders")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pre-orders by state" })).toContainText("Booked");
  await expect(page.locator("main")).not.toContainText("paid_");
  await expectAccessible(page);
  await screenshots(page, "dashboard");
});

test("states and products in words, times on the shop's clocks with UTC on hover", async () => {
  await open(page, `${baseUrl}/admin/preorders`);
  const row = page.getByRole("row").filter({ hasText: order.reference });
  await expect(row.getByTestId("order-status")).toHaveText("Booked");
  // Created: India's time, the UTC moment as machine value and hover text.
  const created = row.locator("time");
  const utc = (await created.getAttribute("datetime"))!;
  const moment = new Date(utc);
  expect(await created.getAttribute("title")).toBe(`${utc.slice(0, 16).replace("T", " ")} UTC`);
  const ist = new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
  await expect(created).toHaveText(ist);
  // The filters offer words; the URL keeps the machine's.
  await expect(page.getByLabel("State").locator("option", { hasText: "Awaiting payment" })).toHaveAttribute(
    "value",
    "awaiting_payment",
  );
  await expect(page.getByLabel("Product").locator("option", { hasText: "Vue Visor" })).toHaveAttribute(
    "value",
    "vue-visor",
  );
  await expect(page.locator("main")).not.toContainText(/awaiting_payment|partially_refunded|vue-visor/);
  await expectAccessible(page);
  await screenshots(page, "preorders");

  await row.getByRole("link", { name: order.reference }).click();
  await expect(page.getByRole("heading", { name: order.reference })).toBeVisible();
  order.path = new URL(page.url()).pathname;
  await expect(page.getByRole("region", { name: "Items and amounts" })).toContainText("Vue Glass");
  await expect(page.getByRole("region", { name: "Payment timeline" })).toContainText(
    "Awaiting payment → Booked",
  );
  await expect(page.getByRole("region", { name: "E-mail log" })).toContainText("Order confirmation");
  await expect(page.locator("main")).not.toContainText(
    /awaiting_payment|order_confirmation|staff_paid_alert/,
  );
  await expectAccessible(page);
  await screenshots(page, "order");
});

test("a refund names its amount first: nothing is refunded until it is confirmed", async () => {
  await open(page, `${baseUrl}${order.path}`);
  const status = page.getByTestId("order-status");
  await page.getByLabel(/Amount to refund/).fill("1200");
  await page.getByRole("button", { name: "Refund this amount…" }).click();
  await expect(page.getByRole("heading", { name: `Refund ${order.reference}` })).toBeVisible();
  await expect(page.getByTestId("refund-to-confirm")).toHaveText("Refund ₹1,200 to Asha Rao?");
  await expect(page.getByRole("list", { name: "What will be refunded" })).toHaveText(
    "₹1,200 from the booking payment",
  );
  await expectAccessible(page);
  await screenshots(page, "refund-confirmation");

  // Backing out refunds nothing.
  await page.getByRole("link", { name: `Back to ${order.reference}` }).click();
  await expect(page).toHaveURL(/\/admin\/preorders\/[\w-]+$/);
  await expect(status).toHaveText("Booked");
  await expect(page.getByTestId("refunded-total")).toHaveText("₹0");

  // Confirmed: refunded once, as the step said.
  await page.getByLabel(/Amount to refund/).fill("1200");
  await page.getByRole("button", { name: "Refund this amount…" }).click();
  await page.getByRole("button", { name: "Refund ₹1,200" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refund of ₹1,200" })).toBeVisible();
  await page.getByRole("link", { name: `Back to ${order.reference}` }).click();
  await expect(page).toHaveURL(/\/admin\/preorders\/[\w-]+$/);
  await expect
    .poll(
      async () => {
        await page.reload();
        await hydrated(page);
        return status.innerText();
      },
      { timeout: 20_000 },
    )
    .toBe("Booked, partly refunded");
  await expect(page.getByTestId("refunded-total")).toHaveText("₹1,200");
});

test("a missing pre-order is a 404 inside the console: its navigation kept, not the shop's Page Not Found", async () => {
  const missing = await page.goto(
    `${baseUrl}/admin/preorders/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`,
  );
  expect(missing?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "No such pre-order" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expect(page.getByText(OPERATOR)).toBeVisible();
  await expect(page.getByText("Page Not Found")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "not-found");
  // The frame keeps working from the error page: back to the list by its own navigation.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Pre-orders" }).click();
  await expect(page.getByRole("heading", { name: "Pre-orders" })).toBeVisible();
});

test("sign-in attempts over the limit are answered in the sign-in page, with a 429 and Retry-After", async () => {
  const visitor = await context.browser()!.newContext();
  const p = await visitor.newPage();
  // Five attempts a quarter hour from one address: the operator's own sign-in above was the first.
  for (let i = 0; i < 4; i++) {
    await open(p, `${baseUrl}/admin/verify?token=not-a-token-${i}`);
    await p.getByRole("button", { name: "Sign in" }).click();
    await expect(p.getByRole("alert")).toContainText("This sign-in link has expired or was already used");
  }
  await open(p, `${baseUrl}/admin/verify?token=not-a-token-5`);
  const answer = p.waitForResponse((r) => r.request().method() === "POST");
  await p.getByRole("button", { name: "Sign in" }).click();
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(14 * 60);
  await expect(p.getByRole("alert")).toHaveText("Too many requests, try again in 15 minutes.");
  await expect(p.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(p.getByTestId("test-mode-banner")).toBeVisible();
  await expectAccessible(p);
  await screenshots(p, "sign-in-limit");
  await visitor.close();
});
