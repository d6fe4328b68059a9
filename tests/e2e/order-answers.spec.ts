import { randomBytes, randomUUID } from "node:crypto";
import type { APIRequestContext, Locator } from "@playwright/test";
import { openWave, signInOperator } from "../support/e2e/console-steps";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { mailsTo } from "../support/e2e/outbox";
import { ownShopForSpec } from "../support/e2e/own-server";
import { bookAndPayByApi } from "../support/e2e/api-orders";
import { mailScreenshots, screenshots } from "../support/e2e/shots";

/**
 * Every action on the order page answers where the buyer is looking, on a 375 px phone: after the
 * post (or the payment's return) the page lands on the answer, inside the first screen, with and
 * without JavaScript. The cancellation goes through its confirmation step, refunds at once,
 * e-mails the buyer and says so in the status.
 */
const OPERATOR = "ops@luxid.example";
const PHONE = { width: 375, height: 667 };
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: PHONE });

const own = ownShopForSpec("answers", { operator: OPERATOR });

/** A glasses pre-order booked and paid through the public API: its page's address and e-mail. */
async function paidOrder(request: APIRequestContext): Promise<{ url: string; email: string }> {
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
  return { url: `${own.baseUrl}${path}`, email };
}

/** The element lies wholly inside the first screen as the page stands (after its scroll). */
async function expectOnScreen(page: Page, answer: Locator) {
  await expect(answer).toBeVisible();
  const box = await answer.boundingBox();
  expect(box, "the answer has a box").not.toBeNull();
  expect(box!.y, "the answer's top is on screen").toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, "the answer's bottom is on screen").toBeLessThanOrEqual(PHONE.height);
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${how}: cancelling names the refund, refunds at once, e-mails the buyer, and the status says so`, async ({
    browser,
    request,
  }) => {
    const { url, email } = await paidOrder(request);
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByLabel(/Changed your mind\?/).fill("Bought elsewhere");
    await page.getByRole("button", { name: "Cancel this order…" }).click();

    const step = page.getByTestId("cancel-confirm");
    await expectOnScreen(page, step.getByRole("status"));
    await expect(step.getByRole("status")).toHaveText("Cancel this order and refund ₹5,600?");
    await expectOnScreen(page, step.getByRole("button", { name: "Yes, cancel and refund ₹5,600" }));
    if (javaScriptEnabled) await screenshots(page, "order-cancel-confirm", { screen: true });
    await step.getByRole("button", { name: "Yes, cancel and refund ₹5,600" }).click();

    await expect(page).toHaveURL(/done=cancelled#status$/);
    await expectOnScreen(page, page.getByTestId("cancel-done"));
    // Cancelled, and refunded in full as soon as the sandbox confirms the refund.
    await expect(page.getByTestId("order-status")).toHaveText(/^(Cancelled|Refunded)$/);
    await expect(page.getByRole("region", { name: "Status" })).toContainText("cancelled");
    await expect(page.getByTestId("queue-position")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel this order…" })).toHaveCount(0);
    if (javaScriptEnabled) await screenshots(page, "order-cancelled", { screen: true });

    // The buyer's e-mail names the refund; the sandbox refunds at once, and its e-mail follows.
    await expect
      .poll(async () => (await mailsTo(own.dataDir, email)).map((m) => m.subject).sort(), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/pre-order LX-\w+ is cancelled$/),
          expect.stringMatching(/Refund of ₹5,600 for your Luxid pre-order/),
        ]),
      );
    const cancelled = (await mailsTo(own.dataDir, email)).find((m) => m.subject.endsWith("is cancelled"))!;
    expect(cancelled.text).toContain("The refund of ₹5,600, everything you paid, has started.");
    if (javaScriptEnabled) await mailScreenshots(browser, cancelled, "order-cancelled");
    await context.close();
  });
}

test("a missing ring size and a failed balance payment each answer inside the first screen", async ({
  browser,
  request,
}) => {
  const { url } = await paidOrder(request);
  const console = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const operator = await console.newPage();
  await signInOperator(operator, own, OPERATOR);
  // The cancelled orders above left the queue: this wave takes this order.
  await openWave(operator, own.baseUrl, 1);
  await console.close();

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const buyer = await context.newPage();
    await buyer.goto(url);
    const section = buyer.getByRole("region", { name: "Pay the balance before dispatch" });
    // A VueRING added without its size: refused, and the reason is on screen.
    await section.getByLabel("VueRING, ₹4,999 each").fill("1");
    if (javaScriptEnabled) {
      // With JavaScript nothing is posted: Pay waits for the size and its description says why, as
      // the size field's does (the page does not move, so there is no answer to land on).
      const pay = section.getByRole("button", { name: /^Pay ₹/ });
      await expect(pay).toBeDisabled();
      await expect(pay).toHaveAccessibleDescription(/ring size/i);
      await expect(section.getByLabel(/Ring size/)).toHaveAccessibleDescription(/ring size/i);
    } else {
      await section.getByRole("button", { name: "Pay the balance" }).click();
      await expect(buyer).toHaveURL(/#balance$/);
      const problem = section.getByRole("alert").first();
      await expect(problem).toContainText(/ring size/i);
      await expectOnScreen(buyer, problem);
    }
    if (!javaScriptEnabled) await screenshots(buyer, "order-balance-ring-size-missing", { screen: true });

    // Pay without the ring, and fail the payment.
    await section.getByLabel("VueRING, ₹4,999 each").fill("0");
    if (javaScriptEnabled) {
      await section.getByRole("button", { name: /^Pay ₹/ }).click();
      const dialog = buyer.getByRole("dialog", { name: "Sandbox checkout" });
      await dialog.getByRole("button", { name: "Simulate failure" }).click();
      const failed = section.getByTestId("balance-checkout").getByRole("status");
      await expect(failed).toContainText("did not go through");
      await expect(dialog).toHaveCount(0);
      await expectOnScreen(buyer, failed);
    } else {
      await section.getByRole("button", { name: "Pay the balance" }).click();
      const next = buyer.getByRole("button", { name: /^Continue to secure payment of ₹/ });
      await expectOnScreen(buyer, next);
      await next.click();
      await buyer.getByRole("button", { name: "Simulate failure" }).click();
      await expect(buyer).toHaveURL(/balance=failed#balance$/);
      const failed = section.getByRole("status").filter({ hasText: "did not go through" });
      await expectOnScreen(buyer, failed);
      await screenshots(buyer, "order-balance-failed", { screen: true });
    }
    await context.close();
  }
});
