import { randomBytes } from "node:crypto";
import { expect, type Page } from "./fixtures";

/** What a buyer's pre-order left them with: the address they gave and their order page. */
export interface BookedOrder {
  email: string;
  /** The order page's whole URL, with its token. */
  orderUrl: string;
  reference: string;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/**
 * A buyer pre-orders Vue Glass through the real /preorder form (optionally recording a voice note)
 * and pays the booking in the sandbox's TEST MODE dialog, up to the order page's link.
 */
export async function preorderGlassesAndPay(
  page: Page,
  baseUrl: string,
  { name = "Asha Rao", voiceNote = false }: { name?: string; voiceNote?: boolean } = {},
): Promise<BookedOrder> {
  const tag = randomBytes(4).toString("hex");
  const email = `buyer-${tag}@example.com`;
  await page.goto(`${baseUrl}/preorder?items=glasses`);
  await field(page, "Full Name").fill(name);
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill(`12 MG Road, Indiranagar ${tag}, Bengaluru 560001`);
  if (voiceNote) {
    await page.getByRole("button", { name: "Record a voice note" }).click();
    await expect(page.getByLabel("Recording time")).toContainText("0:02", { timeout: 10_000 });
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByText(/Voice note recorded/)).toBeVisible();
  }
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  const link = page.getByTestId("order-page-link");
  await expect(link).toBeVisible({ timeout: 30_000 });
  const orderUrl = new URL((await link.getAttribute("href"))!, page.url()).toString();
  const reference = /\/orders\/(LX-[A-Z0-9]{6})/.exec(orderUrl)![1]!;
  return { email, orderUrl, reference };
}

/**
 * Presses `button` of the sandbox's checkout dialog and answers the callback's address that
 * checkout then opens, without letting it load (its script would verify the payment there).
 */
export async function keepCallbackAddress(page: Page, button: string): Promise<string> {
  let callback = "";
  await page.route("**/payment-callback?**", async (route) => {
    callback = route.request().url();
    await route.fulfill({ status: 204 });
  });
  await page.getByRole("dialog", { name: "Sandbox checkout" }).getByRole("button", { name: button }).click();
  await expect.poll(() => callback, { timeout: 30_000 }).not.toBe("");
  await page.unroute("**/payment-callback?**");
  return callback;
}
