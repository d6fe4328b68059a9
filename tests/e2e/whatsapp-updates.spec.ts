import { expectAccessible } from "../support/e2e/axe";
import { openConsoleOrder, openWave, signInOperator } from "../support/e2e/console-steps";
import { expect, test } from "../support/e2e/fixtures";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";
import {
  signedWebhook,
  startFakeGraphApi,
  statusEvent,
  type FakeGraphApi,
} from "../support/fakes/graph-api-server";

/**
 * WhatsApp updates in a real browser, with the Cloud API played by a fake Graph API over HTTP:
 * the buyer books with the box ticked, an operator opens a wave, and the fake receives one balance
 * template addressed to the buyer's number; its signed "delivered" status shows in the console.
 */
const OPERATOR = "ops@luxid.example";
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 900 } });

let own: OwnServer;
let graph: FakeGraphApi;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh on-disk PGlite is created and migrated first
  graph = await startFakeGraphApi();
  own = await startOwnServer("whatsapp", (url) => ({
    PUBLIC_SITE_URL: url,
    OPERATOR_EMAILS: OPERATOR,
    OUTBOX_INTERVAL_MS: "200",
    ...graph.env(),
  }));
});
test.afterAll(async () => {
  await own?.stop();
  await graph?.close();
});

test("booked with the box ticked: a wave sends one balance template to the buyer's number", async ({
  page,
}) => {
  await page.goto(`${own.baseUrl}/preorder?items=glasses`);
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Full Name").fill("Asha Rao");
  await field("Email").fill("asha.whatsapp@example.com");
  await field("Phone").fill("+91 98765 43210");
  await field("WhatsApp").fill("98450 67890");
  await field("Shipping Address").fill("12 MG Road, Indiranagar, Bengaluru 560001");
  const box = page.getByRole("checkbox", { name: /updates about this order from Luxid on WhatsApp/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  const link = page.getByTestId("order-page-link");
  await expect(link).toBeVisible({ timeout: 30_000 });
  const orderUrl = new URL((await link.getAttribute("href"))!, page.url()).toString();
  const reference = /\/orders\/(LX-[A-Z0-9]{6})/.exec(orderUrl)![1]!;

  await signInOperator(page, own, OPERATOR);
  await openWave(page, own.baseUrl, 1);
  await expect.poll(() => graph.acceptedTo("919845067890").length, { timeout: 30_000 }).toBe(1);
  const [message] = graph.acceptedTo("919845067890");
  expect(message).toMatchObject({ template: "luxid_balance_due", language: "en" });
  expect(message!.parameters.slice(0, 3)).toEqual(["Asha Rao", reference, "₹22,399"]);
  expect(graph.received).toHaveLength(1);

  // Meta reports the delivery: signed, it is stored and shown on the console's order page.
  const event = signedWebhook(graph.appSecret, statusEvent(message!.messageId!, "delivered", "919845067890"));
  const hook = await page.request.post(`${own.baseUrl}/api/whatsapp/webhook`, {
    headers: { "content-type": "application/json", "x-hub-signature-256": event.signature },
    data: event.body,
  });
  expect(hook.status()).toBe(200);
  await openConsoleOrder(page, own.baseUrl, reference);
  await expect(page.getByTestId("whatsapp-messages")).toContainText("luxid_balance_due: delivered");

  // The buyer sees the choice on the order page and stops the updates there, with the keyboard.
  await page.goto(orderUrl);
  await expect(page.getByTestId("whatsapp-choice")).toContainText("WhatsApp number ending 7890");
  await expectAccessible(page);
  const stop = page.getByRole("button", { name: "Stop WhatsApp updates" });
  await stop.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("whatsapp-choice")).toContainText("Off: you stopped WhatsApp updates on");
});

test("without JavaScript: the box is kept when the form comes back, and the order page shows the choice", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${own.baseUrl}/preorder?items=glasses`);
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Full Name").fill("Ravi Kumar");
  await field("Email").fill("not-an-email");
  await field("WhatsApp").fill("+91 98450 11223");
  const box = page.getByRole("checkbox", { name: /updates about this order from Luxid on WhatsApp/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await expect(field("Email")).toHaveAttribute("aria-invalid", "true", { timeout: 15_000 });
  await expect(box).toBeChecked();

  await field("Email").fill("ravi.whatsapp@example.com");
  await field("Phone").fill("+91 98765 43210");
  await field("Shipping Address").fill("4 Park Street, Kolkata 700016");
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  const saved = page.getByRole("region", { name: "Your pre-order is saved" });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await saved.getByRole("link", { name: "View your order" }).click();
  await expect(page.getByTestId("whatsapp-choice")).toContainText("WhatsApp number ending 1223", {
    timeout: 15_000,
  });
  await context.close();
});
