import { randomBytes, randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { BrowserContext, Cookie, Route } from "@playwright/test";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * Every form of the site, submitted in Chromium against the production build the way a person
 * does (a click, not `page.request`), with the headers the browser itself sends. Forms meant to
 * work without JavaScript are also submitted before the page has hydrated (its scripts held back,
 * as on a slow link). Where each form is covered:
 *
 * | form (action)                                                        | works without JS | spec                                                       |
 * | -------------------------------------------------------------------- | ---------------- | ---------------------------------------------------------- |
 * | pre-order, with JS (`/api/preorders`, `/api/payments/create`)        | –                | preorder.spec, payments.spec                               |
 * | pre-order, without JS (POST `/preorder`)                             | yes              | preorder-no-js.spec; here before hydration                 |
 * | sandbox checkout buttons (`/api/payments/sandbox`)                   | –                | payments.spec, console.spec; here                          |
 * | payment retry (Proceed again after a cancelled checkout, same order) | –                | preorder.spec "dismissing checkout…"                       |
 * | payment callback check (`/api/payments/verify`)                      | –                | payments.spec                                              |
 * | lead capture while typing (`/api/form-starts/:id`)                   | –                | preorder.spec "…the form-start is saved…"                  |
 * | order page cancellation, step and confirm (POST `/orders/:ref?t=`)   | yes              | here: hydrated, before hydration, under `no-referrer`      |
 * | order page prescription: numbers, file, none (POST `/orders/:ref`)   | yes              | prescription-address.spec: with and without JS             |
 * | order page address correction (POST `/orders/:ref?t=`)               | yes              | prescription-address.spec: with and without JS             |
 * | console sign-in (POST `/admin`) and its link (POST `/admin/verify`)  | yes              | console.spec; here, never hydrated (ADR 032)               |
 * | console search and filters (GET `/admin/preorders`)                  | yes              | console.spec (search); here (state filter)                 |
 * | refund, an amount or the rest (POST `/admin/preorders/:id`)          | yes              | console.spec; here an amount, as document posts            |
 * | internal note (POST `/admin/preorders/:id`, intent=note)             | yes              | here, twice, as document posts                             |
 * | review resolution (POST `/admin/review` and the detail page)         | yes              | here: from the list and from the detail page               |
 * | lead deletion (POST `/admin/leads`)                                  | yes              | here, as a document post                                   |
 * | sign out, this session and everywhere (POST `/admin/sign-out`)       | yes              | here: this session and everywhere                          |
 *
 * Not forms: the Razorpay webhook (signed, from the gateway; integration tests), CSV exports and
 * the voice note (links; console.spec). A cross-site post is refused with a readable page (here).
 */

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const hydrated = (page: Page) => page.locator("html[data-hydrated]");
const SCRIPTS = /\/assets\/[^?]+\.js(?:\?|$)/;

/**
 * Holds back every script of the app, so the page stays the server's HTML with no handlers, as on
 * a slow link before hydration. Navigates without the fixture's wait for hydration.
 */
async function withoutHydration(page: Page) {
  const held: Route[] = [];
  await page.route(SCRIPTS, (route) => {
    held.push(route);
  });
  return {
    open: (url: string) => page.mainFrame().goto(url, { waitUntil: "commit" }),
    async release() {
      await page.unroute(SCRIPTS);
      for (const route of held) await route.continue().catch(() => {});
    },
  };
}

/**
 * The console goes out without React Router's scripts (ADR 032): the page loads no script file and
 * was marked interactive by the server, so its forms are the server's HTML and post as documents.
 */
async function expectServerHtml(page: Page) {
  await expect(page.locator("html[data-static][data-hydrated]")).toHaveCount(1);
  await expect(page.locator("script[src], script[type='module']")).toHaveCount(0);
}

/** Clicks `button` and answers the document POST it sends and the browser's response to it. */
async function submitDocument(page: Page, click: () => Promise<void>) {
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.isNavigationRequest());
  await click();
  const request = await posted;
  const response = await request.response();
  return { request, status: response?.status() };
}

/** The buyer's side, on the shared e2e server (sandbox payments). */
test.describe("buyer forms", () => {
  // Each test pays in the sandbox first: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1440, height: 900 } });

  async function fillBuyer(page: Page) {
    const tag = randomBytes(4).toString("hex");
    await field(page, "Full Name").fill(`Asha Forms ${tag}`);
    await field(page, "Email").fill(`forms-${tag}@example.com`);
    await field(page, "Phone").fill("+91 98765 43210");
    await field(page, "Shipping Address").fill(`12 MG Road, Indiranagar ${tag}, Bengaluru 560001`);
  }

  /** Pre-orders and pays in the sandbox with JavaScript; answers the order page's URL. */
  async function paidOrder(page: Page): Promise<string> {
    await page.goto("/preorder?items=glasses");
    await fillBuyer(page);
    await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
    const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
    const link = page.getByTestId("order-page-link");
    await expect(link).toBeVisible({ timeout: 30_000 });
    return new URL((await link.getAttribute("href"))!, page.url()).toString();
  }

  /** "Cancel this order…", then its confirmation step's "Yes, cancel…": the second post answered. */
  async function requestCancellation(page: Page) {
    await page.getByLabel(/Changed your mind\?/).fill("Changed my mind");
    const step = await submitDocument(page, () =>
      page.getByRole("button", { name: "Cancel this order…" }).click(),
    );
    expect(step.status).toBe(200);
    return submitDocument(page, () => page.getByRole("button", { name: /^Yes, cancel/ }).click());
  }

  const recorded = (page: Page) => page.getByTestId("cancel-done");

  test("after hydration: pay, open the order page, cancel through the confirmation step", async ({
    page,
  }) => {
    const orderUrl = await paidOrder(page);
    await page.goto(orderUrl);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    const { request, status } = await requestCancellation(page);
    // The browser's own headers: a same-origin post with its real origin.
    expect(await request.headerValue("sec-fetch-site")).toBe("same-origin");
    expect(await request.headerValue("origin")).toBe(new URL(orderUrl).origin);
    expect(status).toBe(303);
    await expect(recorded(page)).toContainText("Your order is cancelled");
    await expect(page.getByRole("button", { name: "Cancel this order…" })).toHaveCount(0);
  });

  test("under a no-referrer policy the browser sends Origin: null, and the cancellation still goes through", async ({
    page,
  }) => {
    const orderUrl = await paidOrder(page);
    // The order page as it was served before: the browser then hides its origin on the form post.
    // Its scripts are held back, so hydration does not put the page's own policy back.
    const noScripts = await withoutHydration(page);
    await page.route(
      (url) => url.pathname.startsWith("/orders/"),
      async (route) => {
        if (route.request().method() !== "GET") return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<meta name="referrer" content="same-origin"/>',
          '<meta name="referrer" content="no-referrer"/>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await noScripts.open(orderUrl);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    // The first post leaves the page under that policy: Origin: null, and answered with the step.
    await page.getByLabel(/Changed your mind\?/).fill("Changed my mind");
    const step = await submitDocument(page, () =>
      page.getByRole("button", { name: "Cancel this order…" }).click(),
    );
    expect(await step.request.headerValue("origin")).toBe("null");
    expect(step.status).toBe(200);
    const { status } = await submitDocument(page, () =>
      page.getByRole("button", { name: /^Yes, cancel/ }).click(),
    );
    expect(status).toBe(303);
    await expect(recorded(page)).toContainText("Your order is cancelled");
    await noScripts.release();
  });

  test("before hydration: the pre-order and then its cancellation, both posted as plain forms, are stored", async ({
    page,
  }) => {
    const noScripts = await withoutHydration(page);
    await noScripts.open("/preorder?items=glasses");
    await fillBuyer(page);
    await expect(hydrated(page)).toHaveCount(0);
    const saved = await submitDocument(page, () =>
      page.getByRole("button", { name: /^Proceed to Payment/ }).click(),
    );
    expect(saved.status).toBe(200);
    const region = page.getByRole("region", { name: "Your pre-order is saved" });
    await expect(region).toBeVisible({ timeout: 15_000 });
    await region.getByRole("link", { name: "View your order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment", { timeout: 15_000 });

    await expect(hydrated(page)).toHaveCount(0);
    const { request, status } = await requestCancellation(page);
    expect(await request.headerValue("origin")).toBe(new URL(page.url()).origin);
    expect(status).toBe(303);
    await expect(recorded(page)).toContainText("Your order is cancelled", { timeout: 15_000 });
    await expect(hydrated(page)).toHaveCount(0);
    await noScripts.release();
  });

  test("a form posted from another site is refused with a page that says so, and nothing is recorded", async ({
    page,
    baseURL,
  }) => {
    const orderUrl = await paidOrder(page);
    // A page of no site of ours (its origin is opaque, so the browser sends Origin: null).
    await page.mainFrame().goto("about:blank");
    await page.setContent(
      `<form method="post" action="${orderUrl}"><input type="hidden" name="intent" value="cancel"><button>Go</button></form>`,
    );
    const { request, status } = await submitDocument(page, () =>
      page.getByRole("button", { name: "Go" }).click(),
    );
    expect(await request.headerValue("sec-fetch-site")).toBe("cross-site");
    expect(status).toBe(403);
    await expect(page.getByRole("heading", { name: "This form could not be sent" })).toBeVisible();
    await expect(page.getByText("nothing was recorded")).toBeVisible();
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByRole("button", { name: "Cancel this order…" })).toBeVisible();
    expect(page.url().startsWith(baseURL!)).toBe(true);
  });
});

/**
 * The operator's side, on a server of its own in razorpay mode against the fake gateway (HTTP, in
 * this process): a payment captured for the wrong amount parks an order for review. An abandoned
 * lead needs 30 idle minutes, so the server is stopped once to age one in its database.
 */
test.describe("operator forms", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  const OPERATOR = "ops@luxid.example";
  let rzp: FakeRazorpay;
  let seeding: OwnServer | undefined;
  let own: OwnServer | undefined;
  let baseUrl: string;
  let dataDir: string;
  const review: string[] = [];
  const lead = { sessionId: randomUUID(), name: `Lead Forms ${randomBytes(3).toString("hex")}` };
  let session: Cookie[] = [];

  const env = () => ({
    OPERATOR_EMAILS: OPERATOR,
    OUTBOX_INTERVAL_MS: "200",
    RECONCILE_INTERVAL_MS: "3600000",
    RAZORPAY_KEY_ID: rzp.keyId,
    RAZORPAY_KEY_SECRET: rzp.keySecret,
    RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    RAZORPAY_API_BASE: rzp.url,
  });

  /** Seeds through the public JSON API, as a script would: these are not the forms under test. */
  async function json(url: string, body: unknown) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (res.status === 204 ? {} : await res.json()) as Record<string, string>;
  }

  /** A glasses pre-order whose payment the gateway captured ₹1 short: parked for review. */
  async function parkedForReview(site: string) {
    const saved = await json(`${site}/api/preorders`, {
      name: "Ravi Review",
      email: `review-${randomBytes(4).toString("hex")}@example.com`,
      phone: "+91 98450 12345",
      address: "12 MG Road, Bengaluru, Karnataka 560001",
      items: [{ id: "glasses", quantity: 1 }],
      idempotencyKey: randomUUID(),
      fillMs: 10_000,
    });
    const created = await json(`${site}/api/payments/create`, { preorderId: saved.id });
    const checkout = rzp.pay(created.orderId!, { amount: 560_000 - 100 });
    const verified = await json(`${site}/api/payments/verify`, { ...checkout, preorderId: saved.id });
    expect(verified.data).toMatchObject({ status: "NEEDS_REVIEW" });
    return saved.id!;
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000); // two starts of a server on an on-disk PGlite
    rzp = await startFakeRazorpay();
    rzp.refundsProcessAtOnce = true;
    seeding = await startOwnServer("forms-seed", (url) => ({ ...env(), PUBLIC_SITE_URL: url }));
    dataDir = seeding.dataDir;
    review.push(await parkedForReview(seeding.baseUrl), await parkedForReview(seeding.baseUrl));
    await json(`${seeding.baseUrl}/api/form-starts/${lead.sessionId}`, {
      name: lead.name,
      email: "lead@example.com",
    });
    await seeding.kill();
    const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      await db.query(
        "update luxid_preorders_form_start set last_activity = now() - interval '1 hour' where session_id = $1",
        [lead.sessionId],
      );
    } finally {
      await db.close();
    }
    own = await startOwnServer("forms-console", (url) => ({
      ...env(),
      PUBLIC_SITE_URL: url,
      DATA_DIR: dataDir,
    }));
    baseUrl = own.baseUrl;
  });
  test.afterAll(async () => {
    await own?.stop();
    await seeding?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rzp?.close();
  });

  /** The newest sign-in link in the .eml outbox that `seen` does not hold yet. */
  async function nextSignInLink(seen: Set<string>): Promise<string> {
    let link = "";
    await expect
      .poll(async () => {
        const dir = path.join(dataDir, "outbox");
        for (const f of (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(".eml"))) {
          if (seen.has(f)) continue;
          // Quoted-printable: soft line breaks and `=3D` for `=`.
          const text = (await readFile(path.join(dir, f), "utf8"))
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          const found = /(http:\/\/\S+\/admin\/verify\?token=[\w-]+)/.exec(text)?.[1];
          if (found && text.includes(`To: ${OPERATOR}`)) {
            seen.add(f);
            link = found;
          }
        }
        return link;
      })
      .not.toBe("");
    return link;
  }
  const usedMails = new Set<string>();
  const detailLink = (page: Page, id: string) => page.locator(`a[href="/admin/preorders/${id}"]`);

  async function signedIn(context: BrowserContext) {
    expect(session, "the sign-in test ran first").not.toHaveLength(0);
    await context.addCookies(session);
  }

  test("sign-in and its link, both posted from the server's HTML: the console never hydrates", async ({
    page,
    context,
  }) => {
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel("Work e-mail").fill(OPERATOR);
    await expectServerHtml(page);
    const asked = await submitDocument(page, () =>
      page.getByRole("button", { name: "E-mail me a sign-in link" }).click(),
    );
    expect(asked.status).toBe(200);
    await expect(page.getByText("a sign-in link is on its way")).toBeVisible();

    await page.goto(await nextSignInLink(usedMails));
    await expectServerHtml(page);
    const verified = await submitDocument(page, () => page.getByRole("button", { name: "Sign in" }).click());
    expect(await verified.request.headerValue("origin")).toBe(baseUrl);
    expect(verified.status).toBe(302);
    await expect(page).toHaveURL(`${baseUrl}/admin/dashboard`);
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    session = await context.cookies();
  });

  test("the state filter, a GET form, twice", async ({ page, context }) => {
    await signedIn(context);
    await page.goto(`${baseUrl}/admin/preorders`);
    await page.getByLabel("State").selectOption("needs_review");
    await expectServerHtml(page);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]state=needs_review/);
    await expect(page.getByText("2 pre-orders · page 1 of 1")).toBeVisible();
    for (const id of review) await expect(detailLink(page, id).filter({ visible: true })).toBeVisible();

    await page.goto(`${baseUrl}/admin/preorders`);
    await page.getByLabel("State").selectOption("paid");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]state=paid/);
    await expect(page.getByText("0 pre-orders", { exact: false })).toBeVisible();
  });

  test("internal notes are saved from the detail page, one after the other", async ({ page, context }) => {
    await signedIn(context);
    const notes = (text: string) => page.getByRole("listitem").filter({ hasText: text });
    await page.goto(`${baseUrl}/admin/preorders/${review[0]}`);
    await page.getByLabel("Add a note").fill("Called the buyer about the short capture.");
    await expectServerHtml(page);
    const saved = await submitDocument(page, () => page.getByRole("button", { name: "Save note" }).click());
    expect(saved.status).toBe(200);
    await expect(notes("Called the buyer about the short capture.")).toContainText(OPERATOR);

    // The server draws the page again after the action; the note stays when the page is opened
    // again (a reload would post the form a second time: the answer to a post is its page).
    await page.goto(`${baseUrl}/admin/preorders/${review[0]}`);
    await page.getByLabel("Add a note").fill("The buyer agreed to the ₹1 difference.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(notes("The buyer agreed to the ₹1 difference.")).toContainText(OPERATOR);
    await page.goto(`${baseUrl}/admin/preorders/${review[0]}`);
    await expect(notes("The buyer agreed to the ₹1 difference.")).toContainText(OPERATOR);
    await expect(notes("Called the buyer about the short capture.")).toBeVisible();
  });

  test("a review is resolved from the review list, another from its detail page", async ({
    page,
    context,
  }) => {
    await signedIn(context);
    const [listed, detailed] = review as [string, string];
    await page.goto(`${baseUrl}/admin/review`);
    const item = page.getByRole("listitem").filter({ has: detailLink(page, listed) });
    await item.getByLabel("Outcome").selectOption("accepted");
    await item.getByLabel("Note (optional)").fill("Short by ₹1, accepted");
    await expectServerHtml(page);
    const resolved = await submitDocument(page, () => item.getByRole("button", { name: "Resolve" }).click());
    expect(resolved.status).toBe(200);
    await expect(detailLink(page, listed)).toHaveCount(0);
    await expect(detailLink(page, detailed)).toBeVisible();
    await page.goto(`${baseUrl}/admin/preorders/${listed}`);
    await expect(page.getByTestId("order-status").first()).toHaveText("Booked");

    await page.goto(`${baseUrl}/admin/preorders/${detailed}`);
    await page.getByLabel("Outcome").selectOption("accepted");
    await page.getByRole("button", { name: "Resolve" }).click();
    await expect(page.getByTestId("order-status").first()).toHaveText("Booked");
    await page.goto(`${baseUrl}/admin/review`);
    await expect(page.getByText("Nothing waits for review.")).toBeVisible();
  });

  test("a refund, its amount and its confirmation, as document requests", async ({ page, context }) => {
    await signedIn(context);
    await page.goto(`${baseUrl}/admin/preorders/${review[0]}`);
    await page.getByLabel(/Amount to refund/).fill("1000");
    await expectServerHtml(page);
    // The amount leads to its confirmation step (a plain GET), whose button names it.
    await Promise.all([
      page.waitForURL(/\/refund\?amount=1000$/, { waitUntil: "commit" }),
      page.getByRole("button", { name: "Refund this amount…" }).click(),
    ]);
    await expect(page.getByTestId("refund-to-confirm")).toContainText("Refund ₹1,000");
    await expectServerHtml(page);
    const refunded = await submitDocument(page, () =>
      page.getByRole("button", { name: "Refund ₹1,000" }).click(),
    );
    expect(refunded.status).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Refund of ₹1,000" })).toBeVisible();
  });

  test("an abandoned lead is deleted by a document post", async ({ page, context }) => {
    await signedIn(context);
    await page.goto(`${baseUrl}/admin/leads`);
    await expect(page.getByText(lead.name, { exact: true })).toBeVisible();
    await expectServerHtml(page);
    const deleted = await submitDocument(page, () =>
      page.getByRole("button", { name: `Delete lead ${lead.name}` }).click(),
    );
    expect(deleted.status).toBe(200);
    await expect(page.getByText(lead.name, { exact: true })).toHaveCount(0);
    await page.goto(`${baseUrl}/admin/leads`);
    await expect(page.getByText(lead.name, { exact: true })).toHaveCount(0);
  });

  test("sign out ends this session; sign out everywhere ends the others too", async ({ page, browser }) => {
    // Two more sessions of the same operator, in two browsers of their own.
    const signInIn = async () => {
      const context = await browser.newContext();
      const other = await context.newPage();
      await other.goto(`${baseUrl}/admin`);
      await other.getByLabel("Work e-mail").fill(OPERATOR);
      await other.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await expect(other.getByText("a sign-in link is on its way")).toBeVisible();
      await other.goto(await nextSignInLink(usedMails));
      await other.getByRole("button", { name: "Sign in" }).click();
      await expect(other).toHaveURL(`${baseUrl}/admin/dashboard`);
      return { context, page: other };
    };
    const first = await signInIn();
    const second = await signInIn();
    try {
      await first.page.goto(`${baseUrl}/admin/dashboard`);
      await expectServerHtml(first.page);
      const out = await submitDocument(first.page, () =>
        first.page.getByRole("button", { name: "Sign out", exact: true }).click(),
      );
      expect(out.status).toBe(302);
      await expect(first.page).toHaveURL(`${baseUrl}/admin`);
      await first.page.goto(`${baseUrl}/admin/dashboard`);
      await expect(first.page).toHaveURL(`${baseUrl}/admin`);

      await page.context().addCookies(session);
      await page.goto(`${baseUrl}/admin/dashboard`);
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(page).toHaveURL(`${baseUrl}/admin`);
      // The other browser's session ended too.
      await second.page.goto(`${baseUrl}/admin/dashboard`);
      await expect(second.page).toHaveURL(`${baseUrl}/admin`);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
