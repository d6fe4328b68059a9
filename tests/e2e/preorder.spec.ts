import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";

const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Proceed to Payment|Select Products First|Processing|Opening|Retry)/ });
const summary = (page: Page) => page.getByRole("region", { name: "Your pre-order" });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fillDetails(page: Page) {
  await field(page, "Full Name").fill("Asha Rao");
  await field(page, "Email").fill("asha@example.com");
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill("12 MG Road, Bengaluru 560001");
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("?items=glasses,vuering in INR: subtotal, bundle discount, total, pay now and the button", async ({
    page,
  }) => {
    await page.goto("/preorder?items=glasses,vuering,not-a-product");
    const box = summary(page);
    await expect(box.getByText("₹32,998")).toBeVisible();
    await expect(box.getByText("−₹1,650")).toBeVisible();
    await expect(box.getByText("₹31,348")).toBeVisible();
    await expect(box.getByText("₹25,078")).toBeVisible();
    await expect(box.getByText(/₹1,680 accessory credit/)).toBeVisible();
    await expect(submitButton(page)).toHaveText("Proceed to Payment • ₹6,270 (20%)");
    await expect(page.getByRole("button", { name: "Selected: Vue Glass" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "Select: VuLink (DisplayPort)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // The notices.
    await expect(page.getByText("Deliveries from the end of September 2027.")).toBeVisible();
    await expect(page.getByText("Secure payments by Razorpay.")).toBeVisible();
    // The header counts the cart.
    await expect(page.getByRole("link", { name: "Cart: 2 items" })).toBeVisible();
    await expectAccessible(page);
  });

  test("quantities: + and − change the total, never below 1, at most 10 with a message", async ({ page }) => {
    await page.goto("/preorder?items=vuering");
    const plus = page.getByRole("button", { name: "Increase quantity of VueRING" });
    const minus = page.getByRole("button", { name: "Decrease quantity of VueRING" });
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(summary(page).getByText("₹9,998").first()).toBeVisible();
    for (let i = 0; i < 8; i++) await plus.click();
    const quantity = page.getByRole("group", { name: "Quantity of VueRING" }).getByRole("status");
    await expect(quantity).toHaveText("10");
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    // Still pressable (aria-disabled, not disabled), so the buyer learns why it stops.
    await plus.click({ force: true });
    await expect(quantity).toHaveText("10");
    await expect(page.getByText(/At most 10 of each product per pre-order/)).toBeVisible();
    await expect(summary(page).getByText("₹49,990").first()).toBeVisible();
    await page.getByRole("button", { name: "Selected: VueRING" }).click();
    await expect(submitButton(page)).toHaveText("Select Products First");
  });

  test("with nothing selected the button reads 'Select Products First' and submitting scrolls to the selector", async ({
    page,
  }) => {
    await page.goto("/preorder");
    const heading = page.getByRole("heading", { name: "1. Choose your products" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(heading).not.toBeInViewport();
    await expect(submitButton(page)).toHaveText("Select Products First");
    await submitButton(page).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
  });

  test("errors appear next to the fields and focus moves to the first one", async ({ page }) => {
    await page.goto("/preorder?items=glasses");
    await field(page, "Email").fill("not-an-email");
    await submitButton(page).click();
    const name = field(page, "Full Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your full name");
    await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByRole("alert").filter({ hasText: "Please check these" })).toContainText(
      "Full Name",
    );
    await expectAccessible(page);
  });

  test("only an accessory: 'Add Vue Glass?' — 'Add Vue Glass' adds and scrolls to it, 'Continue Anyway' saves", async ({
    page,
  }) => {
    await page.goto("/preorder?items=vue-visor");
    await fillDetails(page);
    await submitButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Add Vue Glass?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add Vue Glass" }).click();
    await expect(dialog).toBeHidden();
    const glasses = page.getByRole("button", { name: "Selected: Vue Glass" });
    await expect(glasses).toHaveAttribute("aria-pressed", "true");
    await expect(glasses).toBeInViewport();

    await glasses.click();
    await submitButton(page).click();
    await expect(dialog).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/preorders") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Continue Anyway" }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ confirmedWithoutGlasses: true, items: [{ id: "vue-visor", quantity: 1 }] });
    expect(sent).not.toHaveProperty("total");
    const answer = (await response.json()) as { amounts: { total: number; currency: string } };
    expect(answer.amounts).toMatchObject({ currency: "INR", total: 239_900 });
  });
});

test.describe("handing over to payment", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("dismissing checkout returns to the form; paying stores the ids and lands on the callback", async ({
    page,
  }) => {
    const preorderPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/preorders")) preorderPosts.push(r.url());
    });
    await page.goto("/preorder?items=glasses");
    await fillDetails(page);
    await expect(submitButton(page)).toHaveText("Proceed to Payment • ₹5,600 (20%)");
    await submitButton(page).click();

    const checkout = page.getByRole("dialog", { name: /checkout/i });
    await expect(checkout).toBeVisible();
    await expect(checkout).toContainText("₹5,600");
    await checkout.getByRole("button", { name: "Close and cancel payment" }).click();
    await expect(page.getByText("Payment Cancelled")).toBeVisible();
    await expect(page.getByText("You can try again when ready.")).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).toHaveText("Proceed to Payment • ₹5,600 (20%)");
    await expect(field(page, "Full Name")).toHaveValue("Asha Rao");

    // Trying again pays for the pre-order already stored: no second pre-order.
    await submitButton(page).click();
    await expect(checkout).toBeVisible();
    await checkout.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-callback\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("razorpay_payment_id")).toBeTruthy();
    expect(params.get("razorpay_order_id")).toBeTruthy();
    expect(params.get("razorpay_signature")).toBeTruthy();
    const preorderId = params.get("preorderId");
    expect(preorderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(preorderPosts).toHaveLength(1);

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      "luxid:lastPaymentId": params.get("razorpay_payment_id"),
      "luxid:lastOrderId": params.get("razorpay_order_id"),
      "luxid:lastSignature": params.get("razorpay_signature"),
      "luxid:lastPreorderId": preorderId,
      "luxid:lastTransactionId": params.get("razorpay_payment_id"),
    });
    expect(Number(stored["luxid:paymentTimestamp"])).toBeGreaterThan(Date.now() - 60_000);
    // The cart was emptied for the next visit.
    await expect(page.getByRole("link", { name: /^Cart:/ })).toHaveCount(0);
  });
});

test.describe("payment errors", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an unreachable payment service: 'Payment Service Unavailable' after the retries, form re-enabled", async ({
    page,
  }) => {
    let attempts = 0;
    await page.route("**/api/payments/create", (route) => {
      attempts++;
      return route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"Not Found"}' });
    });
    await page.goto("/preorder?items=glasses");
    await fillDetails(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText("Retry 2/3: Opening Payment Gateway...");
    await expect(page.getByText("Payment Service Unavailable")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("Network issue detected. Please try again.")).toBeVisible();
    expect(attempts).toBe(3);
    await expect(submitButton(page)).toBeEnabled();
    await expect(field(page, "Email")).toHaveValue("asha@example.com");
  });

  test("a refused payment: 'Payment Error' with the message, then the thank-you dialog says the details are saved", async ({
    page,
  }) => {
    await page.route("**/api/payments/create", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: "This pre-order is already being paid." }),
      }),
    );
    await page.goto("/preorder?items=glasses");
    await fillDetails(page);
    await submitButton(page).click();
    await expect(page.getByText("Payment Error")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Thank you for your pre-order!" });
    await expect(dialog).toContainText(
      "We've saved your information, but there was an issue with the payment.",
    );
    await expect(dialog).toContainText("This pre-order is already being paid.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe("fallback mode", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("when the pre-order save cannot get through, it retries, warns, and the payment step stores the form", async ({
    page,
  }) => {
    let saveAttempts = 0;
    // The network drops every direct save; the payment endpoint stays reachable.
    await page.route("**/api/preorders", (route) => {
      saveAttempts++;
      return route.abort("connectionreset");
    });
    await page.goto("/preorder?items=glasses");
    await fillDetails(page);
    const create = page.waitForRequest((r) => r.url().endsWith("/api/payments/create"));
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText("Retry 2/3: Processing...");
    await expect(page.getByText("Network Connectivity Issue")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("Using fallback mode due to database connectivity issue.")).toBeVisible();
    expect(saveAttempts).toBe(3);

    const sent = (await create).postDataJSON() as {
      preorder: Record<string, unknown>;
      idempotencyKey: string;
    };
    expect(sent.preorder).toMatchObject({ name: "Asha Rao", items: [{ id: "glasses", quantity: 1 }] });
    expect(sent.idempotencyKey).toBe(sent.preorder.idempotencyKey);
    await expect(page.getByRole("dialog", { name: /checkout/i })).toContainText("₹5,600");
  });
});

test.describe("voice note and lead capture", () => {
  test.use({ viewport: { width: 1440, height: 900 }, permissions: ["microphone"] });

  test("a 3-second voice note is recorded, played and stored; the form-start is saved after two fields and deleted after the save", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/preorder?items=glasses,vuering");

    const formStartPut = page.waitForRequest(
      (r) => r.method() === "PUT" && r.url().includes("/api/form-starts/"),
    );
    await field(page, "Full Name").fill("Asha Rao");
    await field(page, "Email").fill("asha@example.com");
    const put = await formStartPut;
    expect(put.postDataJSON()).toMatchObject({ name: "Asha Rao", email: "asha@example.com" });
    expect((await put.response())?.status()).toBe(204);
    const sessionPath = new URL(put.url()).pathname;

    await page.getByRole("button", { name: "Record a voice note" }).click();
    await expect(page.getByRole("progressbar", { name: "Recording progress" })).toBeVisible();
    await expect(page.getByLabel("Recording time")).toContainText("0:03", { timeout: 10_000 });
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByText(/Voice note recorded \(0:0[3-5]\)/)).toBeVisible();

    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    expect(await page.locator("audio").evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible({ timeout: 10_000 });

    await field(page, "Phone").fill("+91 98765 43210");
    await field(page, "Shipping Address").fill("12 MG Road, Bengaluru 560001");
    await page.getByRole("combobox", { name: "Ring size" }).selectOption("7");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/preorders") && r.request().method() === "POST",
    );
    const deleted = page.waitForRequest(
      (r) => r.method() === "DELETE" && new URL(r.url()).pathname === sessionPath,
    );
    await submitButton(page).click();

    const response = await saved;
    expect(response.status()).toBe(201);
    const request = response.request();
    expect(request.headers()["content-type"]).toContain("multipart/form-data");
    // The server stores a voice note only from an `audio` part: its answer proves the upload.
    const answer = (await response.json()) as { voiceNote: { stored: boolean; bytes: number } };
    expect(answer.voiceNote.stored).toBe(true);
    expect(answer.voiceNote.bytes).toBeGreaterThan(1_000);

    const deletion = await deleted;
    expect((await deletion.response())?.status()).toBe(204);
  });

  test("recording stops by itself at 30 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/preorder?items=glasses");
    await page.getByRole("button", { name: "Record a voice note" }).click();
    await expect(page.getByRole("progressbar", { name: "Recording progress" })).toBeVisible();
    await page.clock.runFor(31_000);
    await expect(page.getByText("Voice note recorded (0:30)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset" })).toBeVisible();
  });

  test("the recorder is hidden where the browser has no MediaRecorder", async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await page.goto("/preorder?items=glasses");
    await expect(page.getByRole("heading", { name: "2. Your details" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Record a voice note" })).toHaveCount(0);
  });

  test("a denied microphone shows the message", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await page.goto("/preorder?items=glasses");
    await page.getByRole("button", { name: "Record a voice note" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Microphone" })).toHaveText(
      "Microphone access is required to record a message. Please enable it in your browser settings.",
    );
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the page fits 375 px and passes axe", async ({ page }) => {
    await page.goto("/preorder?items=glasses,vuering");
    await expect(submitButton(page)).toHaveText("Proceed to Payment • ₹6,270 (20%)");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
