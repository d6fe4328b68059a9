import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * The pre-order form with JavaScript turned off: it posts to the page's own action, errors come
 * back next to the fields, the pre-order is stored and the page says what comes next. The buyer's
 * details never travel in a URL nor reach a log line. A server of this spec's own logs every
 * request (LOG_LEVEL=info), so the log check has lines to read.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: "serial", timeout: 60_000 });

let own: OwnServer;
/** Every URL the browser asked for, in every test of this file. */
const visited: string[] = [];
/** Every value typed into the form, in every test of this file. */
const typed = new Set<string>();

test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh on-disk PGlite is created and migrated first
  own = await startOwnServer("no-js", { LOG_LEVEL: "info" });
});
test.afterAll(async () => {
  await own.stop();
});
test.beforeEach(({ page }) => {
  page.on("request", (request) => visited.push(request.url()));
});

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const submit = (page: Page) => page.getByRole("button", { name: /^Proceed to Payment/ });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    typed.add(value);
    await field(page, label).fill(value);
  }
}

function buyer() {
  const tag = randomBytes(4).toString("hex");
  return {
    "Full Name": `Asha Noscript ${tag}`,
    Email: `nojs-${tag}@example.com`,
    Phone: "+91 98765 43210",
    "Shipping Address": `12 MG Road, Indiranagar ${tag}, Bengaluru 560001`,
  };
}

test("errors come back next to the fields, then the pre-order is stored and the next step shown", async ({
  page,
}) => {
  await page.goto(`${own.baseUrl}/preorder?items=glasses`);
  const details = buyer();
  await fill(page, { "Full Name": details["Full Name"], Email: "not-an-email" });
  await submit(page).click();

  // The action answered: what was typed is kept, each error sits with its field.
  // Each submit is a full page load, rendered by the server: allow it the time a busy machine needs.
  await expect(field(page, "Full Name")).toHaveValue(details["Full Name"], { timeout: 15_000 });
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(field(page, "Phone")).toHaveAccessibleDescription("Please enter your phone number");
  await expect(field(page, "Shipping Address")).toHaveAccessibleDescription(
    /Please enter your full shipping address, including the PIN code/,
  );
  await expect(page.getByRole("alert").filter({ hasText: "Please check these 3 fields" })).toContainText(
    "Email, Phone, Shipping Address",
  );
  await expect(page.getByRole("button", { name: "Selected: Vue Glass" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await fill(page, details);
  await submit(page).click();
  const saved = page.getByRole("region", { name: "Your pre-order is saved" });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  const reference = (await saved.getByText(/^LX-/).textContent())!;
  expect(reference).toMatch(/^LX-[A-Z0-9]{6}$/);
  // Amounts computed by the server for the region (India): 20% of ₹27,999 now, the rest later.
  await expect(saved.getByText("₹5,600")).toHaveCount(2);
  await expect(saved.getByText("₹22,399")).toBeVisible();
  await expect(saved.getByRole("heading", { name: "Next: pay the booking" })).toBeVisible();
  await expect(saved).toContainText("button works in this browser too, and pays this same pre-order");

  // Stored: the buyer's order page knows it, and waits for the booking.
  await saved.getByRole("link", { name: "View your order" }).click();
  await expect(page.getByRole("heading", { name: reference, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(page.locator("[data-order-page]")).toContainText("Vue Glass");
  await expect(page.getByRole("button", { name: "Pay the booking" })).toBeVisible();
});

test("accessories only: 'Add Vue Glass?' is asked in the page; both answers work", async ({ page }) => {
  await page.goto(`${own.baseUrl}/preorder?items=vue-visor`);
  const details = buyer();
  await fill(page, details);
  await submit(page).click();

  const question = page.getByRole("region", { name: "Add Vue Glass?" });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.getByRole("button", { name: "Add Vue Glass" }).click();
  await expect(page.getByRole("button", { name: "Selected: Vue Glass" })).toHaveAttribute(
    "aria-pressed",
    "true",
    { timeout: 15_000 },
  );
  await expect(field(page, "Email")).toHaveValue(details.Email);

  // Back to accessories only, this time continuing without the glasses.
  await page.goto(`${own.baseUrl}/preorder?items=vue-visor`);
  await fill(page, buyer());
  await submit(page).click();
  await page
    .getByRole("region", { name: "Add Vue Glass?" })
    .getByRole("button", { name: "Continue Anyway" })
    .click();
  await expect(page.getByRole("region", { name: "Your pre-order is saved" })).toBeVisible({
    timeout: 15_000,
  });
});

test("plain /preorder: the product buttons select and remove, the ring size is asked, and two products are saved", async ({
  page,
}) => {
  await page.goto(`${own.baseUrl}/preorder`);
  const details = buyer();
  await fill(page, details);
  // Each button posts the form: the page comes back with the cart changed and the details kept.
  await page.getByRole("button", { name: "Select: Vue Glass" }).click();
  await expect(page.getByRole("button", { name: "Selected: Vue Glass" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Select: VuLink (DisplayPort)" }).click();
  await expect(page.getByRole("button", { name: "Selected: VuLink (DisplayPort)" })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Select: VueRING" }).click();
  await expect(page.getByRole("combobox", { name: "Ring size" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Increase quantity of VueRING" }).click();
  await expect(page.getByRole("group", { name: "Quantity of VueRING" })).toContainText("2", {
    timeout: 15_000,
  });
  // Removed again: two products stay.
  await page.getByRole("button", { name: "Selected: VuLink (DisplayPort)" }).click();
  await expect(page.getByRole("button", { name: "Select: VuLink (DisplayPort)" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(field(page, "Email")).toHaveValue(details.Email);
  await page.getByRole("combobox", { name: "Ring size" }).selectOption("8");

  await submit(page).click();
  const saved = page.getByRole("region", { name: "Your pre-order is saved" });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  // Vue Glass ₹27,999 + 2 × VueRING ₹4,999 = ₹37,997, less 5% (₹1,900) = ₹36,097; 20% = ₹7,219.
  await expect(saved.getByText("₹7,219").first()).toBeVisible();
  await saved.getByRole("link", { name: "View your order" }).click();
  const order = page.locator("[data-order-page]");
  await expect(order).toContainText("Vue Glass", { timeout: 15_000 });
  await expect(order).toContainText("VueRING");
  await expect(page.getByTestId("ring-size-current")).toHaveText("Size 8.");
});

test("no detail the buyer typed is in any URL the browser visited or in any server log line", () => {
  expect(visited.length).toBeGreaterThan(0);
  const log = own.output();
  // The log holds request lines for the posts, so the check below reads real lines.
  expect(log).toMatch(/"method":"POST","path":"\/preorder"/);
  const forms = (value: string) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ];
  for (const value of typed) {
    for (const form of forms(value)) {
      for (const url of visited) expect(url, `a URL holds "${value}"`).not.toContain(form);
      expect(log, `the log holds "${value}"`).not.toContain(form);
    }
  }
  for (const url of visited) expect(url).not.toMatch(/[?&](name|email|phone|whatsapp|address)=/);
});
