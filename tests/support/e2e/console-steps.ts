import { expect, type Page } from "./fixtures";
import { mailsTo } from "./outbox";

/** A spec's own server, as the console steps need it: its address and the DATA_DIR of its outbox. */
interface Shop {
  baseUrl: string;
  dataDir: string;
}

/**
 * The operator asks for a sign-in link, follows the one new link the .eml outbox receives (each
 * works once) and lands on the dashboard.
 */
export async function signInOperator(page: Page, shop: Shop, operator: string) {
  const before = new Set((await mailsTo(shop.dataDir, operator)).map((m) => m.file));
  await page.goto(`${shop.baseUrl}/admin`);
  await page.getByLabel("Work e-mail").fill(operator);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("a sign-in link is on its way")).toBeVisible();
  let link = "";
  await expect
    .poll(async () => {
      const fresh = (await mailsTo(shop.dataDir, operator)).filter((m) => !before.has(m.file));
      link =
        fresh.map((m) => /(http:\/\/\S+\/admin\/verify\?token=[\w-]+)/.exec(m.text)?.[1]).find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Opens a delivery wave of the next `size` orders in the queue, shipping in ten days. */
export async function openWave(page: Page, baseUrl: string, size: number) {
  await page.goto(`${baseUrl}/admin/waves`);
  await page.getByLabel("Number of orders, or queue position").fill(String(size));
  await page
    .getByLabel("Expected ship date")
    .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Open wave and send balance links" }).click();
  await expect(page.getByRole("status")).toContainText(`Wave opened: ${size} balance link`);
}

/** Finds an order by its reference in the console's search and opens its page. */
export async function openConsoleOrder(page: Page, baseUrl: string, reference: string) {
  await page.goto(`${baseUrl}/admin/preorders?q=${encodeURIComponent(reference)}`);
  await page.getByRole("link", { name: reference, exact: true }).click();
  await expect(page.getByRole("heading", { name: reference, exact: true })).toBeVisible();
}
