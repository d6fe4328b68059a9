import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { preorderGlassesAndPay } from "../support/e2e/buyer-steps";
import { signInOperator } from "../support/e2e/console-steps";
import { engines, type TestDatabase } from "../support/engines";
import { mailsTo as outboxMailsTo } from "../support/e2e/outbox";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * Running the business end to end, on the embedded database and on PostgreSQL: buyers pre-order
 * and pay in the sandbox, an operator signs in with the link from the .eml outbox, finds the
 * order, plays its voice note, exports it as CSV, refunds half and then the rest, and the buyers'
 * e-mails, the delivery queue and the audit log follow. Each engine gets its own server on a
 * fresh database and a temporary DATA_DIR (the outbox is read from disk).
 */
const OPERATOR = "ops@luxid.example";
const STAFF = "staff@luxid.example";
/** An operator whose browser runs no JavaScript: signed in apart, so the first one's link limit is untouched. */
const OPERATOR_NO_JS = "ops-plain@luxid.example";

/** RFC 4180 rows of a CSV text (quoted cells with "" escapes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

for (const engine of engines()) {
  test.describe(`running the shop on ${engine.name}`, () => {
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    test.use({ viewport: { width: 1280, height: 900 }, permissions: ["microphone"], acceptDownloads: true });

    let own: OwnServer | undefined;
    let baseUrl: string;
    let dataDir: string;
    let database: TestDatabase | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await engine.create({ onDisk: true });
      own = await startOwnServer(`console-${engine.name}`, (url) => ({
        ...database!.env,
        PUBLIC_SITE_URL: url,
        OPERATOR_EMAILS: `${OPERATOR},${OPERATOR_NO_JS}`,
        STAFF_EMAIL: STAFF,
        OUTBOX_INTERVAL_MS: "200",
      }));
      ({ baseUrl, dataDir } = own);
    });
    test.afterAll(async () => {
      await own?.stop();
      await database?.drop();
    });

    /** Every e-mail in the outbox addressed to `to`. */
    const mailsTo = (to: string) => outboxMailsTo(dataDir, to);

    /** A buyer pre-orders Vue Glass (optionally with a voice note) and pays in the sandbox. */
    async function buyAndPay(page: Page, { voiceNote }: { voiceNote: boolean }) {
      const booked = await preorderGlassesAndPay(page, baseUrl, { voiceNote });
      // The confirmation e-mail has reached the outbox before the story goes on.
      await expect.poll(async () => (await mailsTo(booked.email)).length, { timeout: 10_000 }).toBe(1);
      return booked;
    }

    const signIn = (page: Page) => signInOperator(page, { baseUrl, dataDir }, OPERATOR);
    /** Console pages of the first test's orders, for the phone check. */
    const visited: string[] = [];
    /** The confirmation step of the first test's cancellation, for the phone check. */
    let cancelPage = "";

    async function queuePositionOf(page: Page, orderUrl: string): Promise<number> {
      await page.goto(orderUrl);
      const text = await page.getByTestId("queue-position").innerText();
      return Number(text.replace(/\D/g, ""));
    }

    test("pre-order with a voice note, pay, sign in from the outbox, find, play, export, refund half and the rest", async ({
      page,
      context,
    }) => {
      // The whole story, cancellation included, runs close to two minutes on a busy machine.
      test.setTimeout(180_000);
      // Buyers: the first records a voice note; the second pays later and queues behind.
      const first = await buyAndPay(page, { voiceNote: true });
      const later = await buyAndPay(page, { voiceNote: false });
      const laterPosition = await queuePositionOf(page, later.orderUrl);
      expect(laterPosition).toBeGreaterThan(1);
      await context.clearCookies();

      // The operator asks for a sign-in link and follows it from the .eml outbox.
      await signIn(page);

      // Finds the order by its reference.
      await page.getByRole("link", { name: "Pre-orders", exact: true }).click();
      await page.getByLabel("Name, e-mail, phone or reference").fill(first.reference.toLowerCase());
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("1 pre-orders · page 1 of 1")).toBeVisible();

      // Exports what the search found, and the CSV parses back to this order.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const download = await downloading;
      const csv = await readFile(await download.path(), "utf8");
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const [header, ...rows] = parseCsv(csv.slice(1));
      expect(rows).toHaveLength(1);
      const record = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
      expect(record).toMatchObject({
        reference: first.reference,
        status: "paid",
        email: first.email,
        name: "Asha Rao",
        booking_minor: "560000",
        currency: "INR",
        items: "glasses x1",
      });

      // Opens it and plays the voice note: the player fetches byte ranges (206) and has its metadata.
      const ranged = page.waitForResponse((r) => r.url().endsWith("/voice-note") && r.status() === 206);
      await page.getByRole("link", { name: first.reference }).click();
      await expect(page.getByRole("heading", { name: first.reference })).toBeVisible();
      visited.push(new URL(page.url()).pathname);
      expect((await ranged).headers()["content-range"]).toMatch(/^bytes \d+-\d+\/\d+$/);
      const audio = page.getByLabel("Buyer's voice note");
      await expect
        .poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState))
        .toBeGreaterThanOrEqual(1);
      expect(await audio.evaluate((a: HTMLAudioElement) => a.duration > 0)).toBe(true);
      await audio.evaluate((a: HTMLAudioElement) => a.play());
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
      await audio.evaluate((a: HTMLAudioElement) => a.pause());

      // Half the booking, confirmed on the step that names it: partially refunded, one e-mail.
      const status = page.getByTestId("order-status");
      await expect(status).toHaveText("Booked");
      await page.getByLabel(/Amount to refund/).fill("2800");
      await page.getByRole("button", { name: "Refund this amount…" }).click();
      await page.getByRole("button", { name: "Refund ₹2,800" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Refund of ₹2,800" })).toBeVisible();
      await page.getByRole("link", { name: `Back to ${first.reference}` }).click();
      await expect(page).toHaveURL(/\/admin\/preorders\/[\w-]+$/);
      // Each try reloads the whole page (and its voice note's metadata) while the outbox renders the
      // refund e-mail: on a busy machine one try alone can outlast the default five seconds.
      await expect
        .poll(
          async () => {
            await page.reload();
            return status.innerText();
          },
          { timeout: 20_000 },
        )
        .toBe("Booked, partly refunded");
      await expect.poll(async () => (await mailsTo(first.email)).length).toBe(2);

      // The rest: refunded, one more e-mail, and the later buyer moves up one place.
      await page.getByRole("link", { name: "Refund the rest (₹2,800)…" }).click();
      await page.getByRole("button", { name: "Refund ₹2,800" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Refund of ₹2,800" })).toBeVisible();
      await page.getByRole("link", { name: `Back to ${first.reference}` }).click();
      await expect(page).toHaveURL(/\/admin\/preorders\/[\w-]+$/);
      await expect
        .poll(
          async () => {
            await page.reload();
            return status.innerText();
          },
          { timeout: 20_000 },
        )
        .toBe("Refunded");
      await expect.poll(async () => (await mailsTo(first.email)).length).toBe(3);
      const refundMails = (await mailsTo(first.email)).filter((m) => /refund/i.test(m.subject));
      expect(refundMails).toHaveLength(2);
      await expect(page.getByRole("button", { name: /Refund/ })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Refund the rest/ })).toHaveCount(0);
      // Refunded in full: the recording is deleted, the console says so, and its file answers 404.
      await expect(page.getByTestId("voice-note-deleted")).toHaveText(/^Voice note deleted/);
      await expect(page.getByLabel("Buyer's voice note")).toHaveCount(0);
      const orderPage = new URL(page.url());
      const voiceNote = await page.request.get(`${orderPage.origin}${orderPage.pathname}/voice-note`);
      expect(voiceNote.status()).toBe(404);

      // The audit log lists both refunds, with the operator.
      await page.goto(`${baseUrl}/admin/audit`);
      const refundRows = page
        .getByTestId("audit-row")
        .filter({ has: page.getByRole("cell", { name: "refund", exact: true }) })
        .filter({ hasText: first.reference });
      await expect(refundRows).toHaveCount(2);
      for (const row of await refundRows.all()) await expect(row).toContainText(OPERATOR);

      expect(await queuePositionOf(page, later.orderUrl)).toBe(laterPosition - 1);
      await page.goto(`${baseUrl}/admin/preorders?q=${later.reference}`);
      await page.getByRole("link", { name: later.reference }).click();
      await expect(page.getByRole("button", { name: "Refund this amount…" })).toBeVisible();
      visited.push(new URL(page.url()).pathname);

      // The operator cancels the later order: the confirmation step names what goes back, and the
      // form works from the keyboard.
      await page.getByRole("link", { name: "Cancel order…" }).click();
      await expect(page.getByRole("heading", { name: `Cancel ${later.reference}` })).toBeVisible();
      await expect(page.getByRole("list", { name: "What will be refunded" })).toHaveText(
        "₹5,600 from the booking payment",
      );
      await expectAccessible(page);
      cancelPage = new URL(page.url()).pathname;
      await page.getByLabel("Reason (optional, kept in the audit log)").fill("Buyer asked by phone");
      await page.getByRole("button", { name: "Cancel order and refund ₹5,600" }).focus();
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: "Order cancelled. Refund of ₹5,600" }),
      ).toBeVisible();
      await page.getByRole("link", { name: `Back to ${later.reference}` }).click();
      await expect(page).toHaveURL(/\/admin\/preorders\/[\w-]+$/);
      await expect(page.getByRole("heading", { name: later.reference, exact: true })).toBeVisible();
      await expect
        .poll(
          async () => {
            await page.reload();
            return status.innerText();
          },
          { timeout: 20_000 },
        )
        .toBe("Refunded");
      await expect(page.getByRole("link", { name: "Cancel order…" })).toHaveCount(0);
      // The confirmation, the cancellation and its refund.
      await expect.poll(async () => (await mailsTo(later.email)).length).toBe(3);
    });

    test("a fourth sign-in link for one address within 15 minutes is refused in the page", async ({
      page,
    }) => {
      const address = `someone-${randomBytes(3).toString("hex")}@example.com`;
      for (let i = 0; i < 3; i++) {
        await page.goto(`${baseUrl}/admin`);
        await page.getByLabel("Work e-mail").fill(address);
        await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
        await expect(page.getByText("a sign-in link is on its way")).toBeVisible();
      }
      await page.goto(`${baseUrl}/admin`);
      await page.getByLabel("Work e-mail").fill(address);
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      expect((await answer).status()).toBe(429);
      await expect(page.getByRole("alert")).toHaveText("Too many requests, try again in 15 minutes.");
      await expect(page.getByText("a sign-in link is on its way")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "E-mail me a sign-in link" })).toBeVisible();
    });

    test("without JavaScript and with it, a delivery window goes from the server's refusal (aria-invalid, values kept) to saved; a refused note marks its field", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      let operatorState: Awaited<ReturnType<typeof context.storageState>> | undefined;
      try {
        const page = await context.newPage();
        await signInOperator(page, { baseUrl, dataDir }, OPERATOR_NO_JS);
        await page.goto(`${baseUrl}/admin/delivery-windows`);
        const form = page.getByRole("form", { name: "Set a delivery window" });
        await form.getByLabel("From place").fill("5");
        await form.getByLabel("To place").fill("2");
        await form.getByLabel("First day").fill("2027-10-01");
        await form.getByLabel("Last day").fill("2027-10-10");
        const answer = page.waitForResponse((r) => r.request().method() === "POST");
        await form.getByRole("button", { name: "Save window" }).click();
        expect((await answer).status()).toBe(400);
        const to = form.getByLabel("To place");
        await expect(to).toHaveAttribute("aria-invalid", "true");
        await expect(to).toHaveAccessibleDescription(
          "The last place cannot be before the first Blank: to the end of the queue",
        );
        await expect(form.getByRole("alert")).toHaveText("The last place cannot be before the first");
        await expect(form.getByLabel("From place")).not.toHaveAttribute("aria-invalid", "true");
        await expect(form.getByLabel("From place")).toHaveValue("5");
        await expect(form.getByLabel("Last day")).toHaveValue("2027-10-10");
        // Corrected, the same form is saved: the server draws the page with its confirmation.
        await to.fill("8");
        const saved = page.waitForResponse((r) => r.request().method() === "POST");
        await form.getByRole("button", { name: "Save window" }).click();
        expect((await saved).status()).toBe(200);
        await expect(form.getByRole("status")).toContainText("Saved");
        await expect(form.getByLabel("To place")).not.toHaveAttribute("aria-invalid", "true");

        // A note of only spaces passes the browser's own check; the server's refusal marks the field.
        expect(visited, "the orders of the first test").not.toHaveLength(0);
        await page.goto(`${baseUrl}${visited[0]}`);
        const notes = page.getByRole("region", { name: "Internal notes" });
        await notes.getByLabel("Add a note").fill("   ");
        await notes.getByRole("button", { name: "Save note" }).click();
        await expect(notes.getByLabel("Add a note")).toHaveAttribute("aria-invalid", "true");
        await expect(notes.getByLabel("Add a note")).toHaveAccessibleDescription("Write a note first");
        operatorState = await context.storageState();
      } finally {
        await context.close();
      }
      await deliveryWindowWithJavaScript(browser, operatorState);
    });

    /**
     * The same operator in a browser that runs JavaScript: the console still loads no script file
     * (ADR 032). The schema's constraints stop what the browser can judge before anything is
     * posted; the server refuses the rest (aria-invalid); the submit guard marks the form busy and
     * holds back a second submit while the post is on its way; then the window is saved.
     */
    async function deliveryWindowWithJavaScript(
      browser: Browser,
      storageState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined,
    ) {
      expect(storageState, "signed in without JavaScript first").toBeDefined();
      const context = await browser.newContext({ storageState });
      try {
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on("request", (r) => {
          if (r.resourceType() === "script") scripts.push(r.url());
        });
        const posts: string[] = [];
        page.on("request", (r) => {
          if (r.method() === "POST") posts.push(r.url());
        });
        await page.goto(`${baseUrl}/admin/delivery-windows`);
        await expect(page.locator("html[data-static][data-hydrated]")).toHaveCount(1);
        const form = page.getByRole("form", { name: "Set a delivery window" });
        // Conform's constraints from the zod schema, left to the browser's own validation.
        await expect(form).not.toHaveAttribute("novalidate");
        await expect(form.getByLabel("From place")).toHaveAttribute("required");
        await expect(form.getByLabel("From place")).toHaveAttribute("min", "1");
        await expect(form.getByLabel("First day")).toHaveAttribute("required");
        await expect(form.getByLabel("To place")).not.toHaveAttribute("required");
        await form.getByLabel("From place").fill("0");
        await form.getByLabel("To place").fill("3");
        await form.getByLabel("First day").fill("2027-11-01");
        await form.getByLabel("Last day").fill("2027-11-10");
        await form.getByRole("button", { name: "Save window" }).click();
        expect(
          await form
            .getByLabel("From place")
            .evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow),
        ).toBe(true);
        expect(posts, "the browser's own check stops it before it posts").toEqual([]);

        // Past the browser's check, the server refuses a range that ends before it starts.
        await form.getByLabel("From place").fill("6");
        const refused = page.waitForResponse((r) => r.request().method() === "POST");
        await form.getByRole("button", { name: "Save window" }).click();
        expect((await refused).status()).toBe(400);
        await expect(form.getByLabel("To place")).toHaveAttribute("aria-invalid", "true");
        await expect(form.getByRole("alert")).toHaveText("The last place cannot be before the first");
        await expect(form.getByLabel("From place")).toHaveValue("6");

        // While the post is on its way the form is busy and a second submit is held back. What the
        // page saw is written down as it happens (the next page replaces this one's script state).
        await form.getByLabel("To place").fill("9");
        await page.evaluate(() => {
          const seen: string[] = [];
          const note = (entry: string) => {
            seen.push(entry);
            sessionStorage.setItem("guard-seen", JSON.stringify(seen));
          };
          const windowForm = document.querySelector<HTMLFormElement>(
            "form[aria-label='Set a delivery window']",
          )!;
          new MutationObserver(() => {
            note(
              `busy ${windowForm.getAttribute("aria-busy")}, disabled ${String(windowForm.querySelector("button")!.disabled)}`,
            );
          }).observe(windowForm, {
            attributes: true,
            subtree: true,
            attributeFilter: ["aria-busy", "disabled"],
          });
          // After the guard (on the document): each submit, and once, a second one a task later.
          window.addEventListener("submit", (event) => {
            note(`submit, held back ${String(event.defaultPrevented)}`);
            if (seen.filter((entry) => entry.startsWith("submit")).length === 1) {
              setTimeout(() => windowForm.requestSubmit());
            }
          });
        });
        const before = posts.length;
        await form.getByRole("button", { name: "Save window" }).click();
        await expect(form.getByRole("status")).toContainText("Saved");
        expect(posts.length - before, "one post for the two submits").toBe(1);
        expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("guard-seen"))) ?? "[]")).toEqual(
          [
            "busy true, disabled false",
            "submit, held back false",
            "busy true, disabled true",
            "submit, held back true",
          ],
        );
        await expect(form).not.toHaveAttribute("aria-busy");
        expect(scripts, "no script file on any console page").toEqual([]);
      } finally {
        await context.close();
      }
    }

    test("every console page fits a 375 px phone, without sideways scrolling", async ({ page }) => {
      expect(visited, "the orders of the previous test").toHaveLength(2);
      await page.setViewportSize({ width: 375, height: 812 });
      await signIn(page);
      const pages = [
        "/admin/dashboard",
        "/admin/preorders",
        ...visited,
        cancelPage,
        "/admin/review",
        "/admin/leads",
        "/admin/audit",
      ];
      for (const [i, pathname] of pages.entries()) {
        await page.goto(`${baseUrl}${pathname}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, pathname).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: test.info().outputPath(`console-375-${i}-${pathname.split("/")[2]}.png`),
          fullPage: true,
        });
      }
    });
  });
}
