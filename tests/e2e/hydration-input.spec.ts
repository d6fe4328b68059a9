import { randomBytes } from "node:crypto";
// Playwright's own `test`: these pages are typed into before they hydrate, on purpose.
import { expect, test, type Browser, type Page } from "@playwright/test";

/**
 * Nothing a buyer or an operator types is lost while the page hydrates: at 4x CPU slowdown (a
 * mid-range phone), each field is typed key by key from `domcontentloaded` on, while the page's
 * JavaScript is still loading and taking over, and every character is kept; the submit then goes
 * through, by the page's script or, when pressed before it runs, as the form's plain post.
 */
// Ten first visits at a quarter of this machine's speed, typed key by key: minutes on a busy machine.
test.describe.configure({ timeout: 600_000 });

const RUNS = 10;

/** A first visit (no tab storage, no cache) on a phone's CPU: 4x slower than this machine's. */
async function firstVisit(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await run(page);
  } finally {
    await context.close();
  }
}

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

/** Types `text` key by key (one key event after another, as fast as the page takes them) into a labelled field. */
const type = (page: Page, label: string, text: string) => field(page, label).pressSequentially(text);

test("the pre-order form keeps every key typed from the first paint on, ten times, and submits", async ({
  browser,
}) => {
  for (let run = 1; run <= RUNS; run++) {
    const tag = randomBytes(3).toString("hex");
    const details: [string, string][] = [
      ["Full Name", `Asha Verma ${tag}`],
      ["Email", `asha-${tag}@example.com`],
      ["Phone", "+91 98765 43210"],
      ["Shipping Address", `12 MG Road, Indiranagar ${tag}, Bengaluru 560001`],
    ];
    await test.step(`run ${run}`, () =>
      firstVisit(browser, async (page) => {
        await page.goto("/preorder?items=glasses", { waitUntil: "domcontentloaded" });
        for (const [label, text] of details) await type(page, label, text);
        for (const [label, text] of details) {
          await expect(field(page, label), `run ${run}: ${label}`).toHaveValue(text);
        }
        await page.getByRole("button", { name: /^Proceed to Payment/ }).click();
        // Hydrated: the sandbox's checkout opens in the page; not yet: the plain post saved it.
        await expect(
          page
            .getByRole("dialog", { name: "Sandbox checkout" })
            .or(page.getByRole("region", { name: "Your pre-order is saved" })),
          `run ${run}`,
        ).toBeVisible({ timeout: 30_000 });
        // With the checkout open over the form, the form still holds every key.
        if (await field(page, "Full Name").isVisible()) {
          for (const [label, text] of details) {
            await expect(field(page, label), `run ${run}: ${label}`).toHaveValue(text);
          }
        }
      }));
  }
});

test("the console's sign-in field keeps every key typed from the first paint on, ten times", async ({
  browser,
}) => {
  for (let run = 1; run <= RUNS; run++) {
    const address = `someone-${randomBytes(3).toString("hex")}@example.com`;
    await test.step(`run ${run}`, () =>
      firstVisit(browser, async (page) => {
        await page.goto("/admin", { waitUntil: "domcontentloaded" });
        await type(page, "Work e-mail", address);
        await expect(field(page, "Work e-mail"), `run ${run}`).toHaveValue(address);
        await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
        await expect(page.getByText("a sign-in link is on its way"), `run ${run}`).toBeVisible({
          timeout: 30_000,
        });
      }));
  }
});
