import { randomBytes } from "node:crypto";
import { keepCallbackAddress } from "../support/e2e/buyer-steps";
import { expect, test, type Page } from "../support/e2e/fixtures";

/**
 * /payment-callback in a browser that runs no JavaScript: a buyer pays in the sandbox's TEST MODE
 * checkout and comes back to the callback's address, which the server renders as "Verifying…".
 * Its "Check payment status" form asks the server, which shows the booking only once it confirmed
 * it, and a failed payment as not completed. The purchase itself runs with JavaScript (the
 * sandbox's checkout is a dialog); the callback's address is then opened where none runs, or
 * where the island's script fails to load.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 375, height: 812 } });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Pre-orders Vue Glass and presses `button` in the sandbox's checkout: answers the callback's URL. */
async function payAndKeepCallback(page: Page, button: "Pay ₹5,600" | "Simulate failure"): Promise<string> {
  const tag = randomBytes(4).toString("hex");
  await page.goto("/preorder?items=glasses");
  await field(page, "Full Name").fill(`Asha Callback ${tag}`);
  await field(page, "Email").fill(`callback-${tag}@example.com`);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill(`12 MG Road, Indiranagar ${tag}, Bengaluru 560001`);
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // The callback's address is kept, not opened: this browser's script would verify it.
  return keepCallbackAddress(page, button);
}

/**
 * Pays (or fails) in the sandbox, then opens the callback's address in a browser without
 * JavaScript, where it waits for the buyer's check, and presses "Check payment status": the page
 * answers with `answer`, which `then` looks at.
 */
async function checkWithoutScript(
  page: Page,
  button: "Pay ₹5,600" | "Simulate failure",
  answer: string,
  then: (noJs: Page, url: string) => Promise<void>,
) {
  const url = await payAndKeepCallback(page, button);
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  try {
    const noJs = await context.newPage();
    await noJs.goto(url);
    await expect(noJs.getByRole("heading", { name: "Verifying your payment…", level: 1 })).toBeVisible();
    await expect(noJs.getByText("Payment successful!")).toHaveCount(0);
    await noJs.getByRole("button", { name: "Check payment status" }).click({ timeout: 5_000 });
    await expect(noJs.getByRole("heading", { name: answer, level: 1 })).toBeVisible({ timeout: 15_000 });
    await then(noJs, url);
  } finally {
    await context.close();
  }
}

test("paid in the sandbox, the callback without JavaScript shows the confirmed booking on request", async ({
  page,
}, testInfo) => {
  await checkWithoutScript(page, "Pay ₹5,600", "Payment successful!", async (noJs, url) => {
    await expect(noJs.getByText(/^Order reference LX-[A-Z0-9]{6}$/)).toBeVisible();
    await expect(noJs.getByText("Your place in the delivery queue")).toBeVisible();
    await expect(noJs.getByRole("button", { name: "Check payment status" })).toHaveCount(0);
    // No dead buttons: printing needs a script (the browser's own menu still prints).
    await expect(noJs.getByRole("button", { name: "Print this page" })).toHaveCount(0);
    // The answer came with the form's post: the address is the same, nothing was asked by a script.
    expect(noJs.url()).toBe(url);
    // What a phone shows, for a person to look at.
    await noJs.screenshot({ path: testInfo.outputPath("callback-no-js-375.png"), fullPage: true });
  });
});

test("with JavaScript but the island's script failing to load, the page's form still confirms it", async ({
  page,
}) => {
  const url = await payAndKeepCallback(page, "Pay ₹5,600");
  // A page of its own: the fixture's page would wait for a hydration that never comes.
  const broken = await page.context().newPage();
  await broken.route("**/assets/islands/**", (route) => route.abort());
  await broken.goto(url);
  await expect(broken.getByRole("heading", { name: "Verifying your payment…", level: 1 })).toBeVisible();
  await broken.getByRole("button", { name: "Check payment status" }).click({ timeout: 5_000 });
  await expect(broken.getByRole("heading", { name: "Payment successful!", level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(broken.getByText(/^Order reference LX-[A-Z0-9]{6}$/)).toBeVisible();
});

test("failed in the sandbox, the callback without JavaScript says the payment was not completed", async ({
  page,
}, testInfo) => {
  await checkWithoutScript(
    page,
    "Simulate failure",
    "Payment Not Completed. Status: FAILED",
    async (noJs) => {
      await expect(noJs.getByText(/^Your reference: LX-[A-Z0-9]{6}$/)).toBeVisible();
      await expect(noJs.getByText("Payment successful!")).toHaveCount(0);
      await noJs.screenshot({ path: testInfo.outputPath("callback-not-completed-no-js-375.png") });
      // Retrying leads to the order page, whose form pays this same pre-order without JavaScript.
      await noJs.getByRole("link", { name: "Retry payment" }).click();
      await expect(noJs).toHaveURL(/\/orders\/LX-[A-Z0-9]{6}\?t=/, { timeout: 15_000 });
      await expect(noJs.getByRole("button", { name: "Pay the booking" })).toBeVisible();
    },
  );
});
