import { randomBytes, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "../support/e2e/axe";
import { openConsoleOrder, openWave, signInOperator } from "../support/e2e/console-steps";
import { expect, test } from "../support/e2e/fixtures";
import { mailsTo, type Mail } from "../support/e2e/outbox";
import { ownShopForSpec } from "../support/e2e/own-server";
import { bookAndPayByApi } from "../support/e2e/api-orders";
import { mailScreenshots, screenshots } from "../support/e2e/shots";

/**
 * After the booking, on a phone: a buyer who lost the order's link finds it again by e-mail (and
 * an unknown address is answered the same); the console resends it; glasses an operator ships
 * without the prescription read as plain lenses in the e-mail and on the page.
 */
const OPERATOR = "ops@luxid.example";
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: { width: 375, height: 740 } });

const own = ownShopForSpec("find-orders", { operator: OPERATOR });

/** A glasses pre-order booked and paid through the public API. */
async function paidOrder(request: APIRequestContext) {
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  const { path } = await bookAndPayByApi(request, own.baseUrl, {
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  const url = `${own.baseUrl}${path}`;
  return { url, email, reference: /\/orders\/([^?]+)/.exec(url)![1]! };
}

const linksIn = (text: string) =>
  [...text.matchAll(/(http:\/\/127\.0\.0\.1:\d+\/orders\/[^\s"<]+)/g)].map((m) => m[1]!);

test("a lost link: the 404 leads to Find my orders, which e-mails a working link; an unknown address reads the same", async ({
  page,
  browser,
  request,
}) => {
  const order = await paidOrder(request);
  // A link cut short when it was copied.
  const cut = await page.goto(order.url.slice(0, -4));
  expect(cut?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This order link does not open an order" })).toBeVisible();
  await screenshots(page, "order-link-not-found");
  await page.getByRole("link", { name: "Find my orders" }).first().click();
  await expect(page).toHaveURL(/\/find-my-orders$/);
  await expectAccessible(page);
  await screenshots(page, "find-my-orders");

  const ask = async (email: string) => {
    await page.goto(`${own.baseUrl}/find-my-orders`);
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "E-mail me my order links" }).click();
    return page.getByRole("status").textContent();
  };
  const known = await ask(order.email);
  await screenshots(page, "find-my-orders-sent");
  const unknown = await ask(`nobody-${randomBytes(3).toString("hex")}@example.com`);
  expect(unknown).toBe(known);
  expect(known).toContain("If we have orders for that address, an e-mail with their links is on its way.");

  let mail: Mail | undefined;
  await expect
    .poll(
      async () =>
        (mail = (await mailsTo(own.dataDir, order.email)).find((m) => /order links/.test(m.subject))),
    )
    .toBeTruthy();
  const links = linksIn(mail!.text);
  expect(links.length).toBeGreaterThan(0);
  await page.goto(links[0]!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.reference);
  await mailScreenshots(browser, mail!, "order-links");

  // The site's footer links the page too.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Find my orders" })).toHaveAttribute(
    "href",
    "/find-my-orders",
  );
});

test("the console resends an order's link, and the audit log records it", async ({ browser, request }) => {
  const order = await paidOrder(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInOperator(page, own, OPERATOR);
  await openConsoleOrder(page, own.baseUrl, order.reference);
  const before = (await mailsTo(own.dataDir, order.email)).length;
  const panel = page.getByRole("region", { name: "Order link" });
  await panel.getByRole("button", { name: "Resend the order link" }).click();
  await expect(page.getByText("The order link is on its way to the buyer's e-mail address.")).toBeVisible();
  await screenshots(page, "console-order-link-resent");
  await expect.poll(async () => (await mailsTo(own.dataDir, order.email)).length).toBe(before + 1);
  const mail = (await mailsTo(own.dataDir, order.email)).find((m) => /order links/.test(m.subject))!;
  expect(linksIn(mail.text).some((l) => l.includes(order.reference))).toBe(true);
  await page.goto(`${own.baseUrl}/admin/audit`);
  await expect(page.getByText("order.link_resent").filter({ visible: true }).first()).toBeVisible();
  await context.close();
});

test("glasses shipped without the prescription: the dispatch e-mail and the page say plain lenses, and how the lenses follow", async ({
  page,
  browser,
  request,
}) => {
  const order = await paidOrder(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const operator = await context.newPage();
  await signInOperator(operator, own, OPERATOR);
  // The two orders of the tests above are ahead in the queue: the wave takes all three.
  await openWave(operator, own.baseUrl, 3);

  // The buyer pays the balance in the TEST MODE dialog.
  await page.goto(order.url);
  const section = page.getByRole("region", { name: "Pay the balance before dispatch" });
  await section.getByRole("button", { name: /^Pay ₹/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Balance paid");

  // Shipped with Blue Dart on the operator's reason, no prescription given.
  await openConsoleOrder(operator, own.baseUrl, order.reference);
  const ship = operator.getByRole("form", { name: "Mark shipped" });
  await ship.getByLabel("Carrier").fill("bluedart");
  await ship.getByLabel("Tracking number").fill("81234567890");
  await ship.getByLabel(/Reason to ship without/).fill("Buyer unreachable; ships with plain lenses");
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(operator.getByText(/shipped/i).first()).toBeVisible();
  await context.close();

  let mail: Mail | undefined;
  await expect
    .poll(
      async () =>
        (mail = (await mailsTo(own.dataDir, order.email)).find((m) => /on its way/.test(m.subject))),
    )
    .toBeTruthy();
  expect(mail!.text).toContain("Your glasses shipped with plain lenses");
  expect(mail!.text).toContain("within 90 days of delivery");
  expect(mail!.text).toContain(
    "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890",
  );
  await mailScreenshots(browser, mail!, "dispatched-plain-lenses");

  await page.goto(order.url);
  await expect(page.getByTestId("order-status")).toHaveText("Shipped");
  const note = page.getByTestId("plain-lenses");
  await expect(note).toContainText("Your glasses shipped with plain lenses");
  await expect(note).toContainText("within 90 days of delivery");
  await expect(page.getByText("Tell us your prescription before your order ships")).toHaveCount(0);
  await expect(page.getByTestId("after-dispatch")).toContainText("can no longer be cancelled");
  await screenshots(page, "order-shipped-plain-lenses");
});
