import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { preorders } from "../../db/schema";
import { logCollector } from "../support/faults";
import { startApp, type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";
import { newPreorder } from "../support/http";
import { lastSignInToken, OPERATOR } from "../support/operators";

/**
 * Form posts with the headers Chromium sends for a form submitted as a document: Sec-Fetch-*, an
 * HTML Accept, and an Origin that is `null` when the page's referrer policy is `no-referrer`.
 */
const DOCUMENT_POST = {
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "sec-fetch-user": "?1",
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A request with exactly the headers given. `fetch` cannot send them: it sets its own
 * `Sec-Fetch-Mode: cors`, and Host from the URL.
 */
function send(
  app: TestApp,
  path: string,
  {
    method = "POST",
    headers = {},
    body = "",
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.url}${path}`, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function referenceOf(app: TestApp, id: string): Promise<string> {
  const [row] = await app.running.services.database.db
    .select({ reference: preorders.reference })
    .from(preorders)
    .where(eq(preorders.id, id));
  return row!.reference;
}

async function cancellationOf(app: TestApp, id: string) {
  const [row] = await app.running.services.database.db
    .select({ at: preorders.cancelledAt, reason: preorders.cancellationReason, status: preorders.status })
    .from(preorders)
    .where(eq(preorders.id, id));
  return row!;
}

describe.each(engines())("form posts as real browsers send them, on $name", (engine) => {
  let app: TestApp;
  shopForBlock(engine, { RATE_LIMIT_DISABLED: "true" }, (shop) => ({ app } = shop));

  const newOrder = async () => {
    const { id } = await newPreorder(app);
    return { id, path: app.running.services.orderLinks.path(await referenceOf(app, id)) };
  };
  const cancel = (path: string, headers: Record<string, string>, reason = "Changed my mind") =>
    send(app, path, {
      headers,
      // The confirmation step's post: an unpaid order refunds nothing.
      body: new URLSearchParams({ intent: "cancel", reason, "confirmed-refund": "0" }).toString(),
    });

  test("the order page keeps its token on this site without making the browser hide its origin", async () => {
    const { path } = await newOrder();
    const html = await (await fetch(`${app.url}${path}`)).text();
    expect(/<meta name="referrer" content="([^"]*)"/.exec(html)?.[1]).toBe("same-origin");
  });

  test("a cancellation posted with Origin: null, as under a no-referrer page, goes through", async () => {
    const { id, path } = await newOrder();
    const res = await cancel(path, { ...DOCUMENT_POST, origin: "null", "sec-fetch-site": "same-origin" });
    expect(res.status, res.text).toBe(303);
    expect(res.headers.location).toBe(`${path}&done=cancelled#status`);
    const row = await cancellationOf(app, id);
    expect(row.at).toBeInstanceOf(Date);
    expect(row.status).toBe("cancelled");
  });

  test("a cross-site post is refused with a page a person can read, and records nothing", async () => {
    const { id, path } = await newOrder();
    const olderBrowser = { "content-type": DOCUMENT_POST["content-type"], accept: DOCUMENT_POST.accept };
    const refusals = [
      // A sandboxed frame or a no-referrer page on another site.
      { ...DOCUMENT_POST, origin: "null", "sec-fetch-site": "cross-site" },
      { ...DOCUMENT_POST, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      // An older browser without Sec-Fetch-*: only its Origin tells.
      { ...olderBrowser, origin: "https://evil.example" },
      { ...olderBrowser, origin: "null" },
    ];
    for (const headers of refusals) {
      const res = await cancel(path, headers, "forged");
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.text).toContain("<h1>This form could not be sent</h1>");
      expect(res.text).toContain("nothing was recorded");
      expect(res.text).toContain(`<a href="${path}">Back to the page</a>`);
    }
    expect((await cancellationOf(app, id)).at).toBeNull();

    // A script's cross-site fetch still gets the JSON answer.
    const fetched = await cancel(path, {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "cors",
      origin: "https://evil.example",
    });
    expect(fetched.status).toBe(403);
    expect(JSON.parse(fetched.text)).toEqual({ error: "Cross-site requests are not allowed", field: null });
  });

  test("other refusals of a form posted as a document are pages too, with their status", async () => {
    const { id, path } = await newOrder();
    const sameOrigin = { ...DOCUMENT_POST, origin: "null", "sec-fetch-site": "same-origin" };
    const tooLarge = await cancel(path, sameOrigin, "x".repeat(100 * 1024));
    expect(tooLarge.status).toBe(413);
    const unstorable = await cancel(path, sameOrigin, "Changed my mind\u0000");
    expect(unstorable.status).toBe(400);
    for (const [res, said] of [
      [tooLarge, "Request body too large"],
      [unstorable, "This field holds characters that cannot be stored"],
    ] as const) {
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.text).toContain("<h1>This form could not be sent</h1>");
      expect(res.text).toContain(`<p>${said}</p>`);
      expect(res.text).toContain(`<a href="${path}">Back to the page</a>`);
    }
    expect((await cancellationOf(app, id)).at).toBeNull();
    // A script's post still gets JSON naming the field.
    const scripted = await cancel(
      path,
      {
        "content-type": DOCUMENT_POST["content-type"],
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "cors",
      },
      "Changed my mind\u0000",
    );
    expect(scripted.status).toBe(400);
    expect(JSON.parse(scripted.text)).toMatchObject({ field: "reason" });
  });

  test("the refusal page links back only to a path of this site", async () => {
    for (const path of ["//evil.example/x", "/\\evil.example/x"]) {
      const res = await send(app, path, {
        headers: { ...DOCUMENT_POST, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        body: "a=1",
      });
      expect(res.status).toBe(403);
      expect(res.text).toContain('<a href="/">Back to the page</a>');
      expect(res.text).not.toContain("evil.example");
    }
  });
});

/**
 * An https shop behind a TLS-terminating proxy that nobody told the app to trust: the proxy
 * forwards plain http with the public Host, and the browser's Origin is https.
 */
describe("an https site without TRUST_PROXY", () => {
  const SITE = "https://shop.luxid.test";
  let app: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    app = await startApp(
      {
        DATA_DIR: "memory://",
        PUBLIC_SITE_URL: SITE,
        PAYMENTS_MODE: "sandbox",
        OPERATOR_EMAILS: OPERATOR,
        RATE_LIMIT_DISABLED: "true",
        LOG_LEVEL: "warn",
      },
      { logStream: logs.stream },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  let cookie = "";
  const browserPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    send(app, path, {
      headers: {
        ...DOCUMENT_POST,
        host: "shop.luxid.test",
        origin: SITE,
        "sec-fetch-site": "same-origin",
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });

  test("says once, in one line, that client addresses are the proxy's", () => {
    const warnings = logs.lines.filter((line) => line.includes("TRUST_PROXY"));
    expect(warnings).toHaveLength(1);
    expect((JSON.parse(warnings[0]!) as { msg: string }).msg).toMatch(
      /^PUBLIC_SITE_URL is https but TRUST_PROXY is not set/,
    );
  });

  test("an operator signs in with the browser's https Origin and gets a Secure __Host- cookie", async () => {
    const asked = await browserPost("/admin", { email: OPERATOR });
    expect(asked.status, asked.text).toBe(200);
    await expect.poll(() => lastSignInToken(app)).toBeDefined();
    const verified = await browserPost("/admin/verify", { token: lastSignInToken(app)! });
    expect(verified.status, verified.text).toBe(302);
    // The session, and the device mark that keeps this browser's sign-in links coming (both __Host-).
    const cookies = [verified.headers["set-cookie"] ?? []].flat();
    const session = cookies.find((c) => c.startsWith("__Host-luxid_operator="));
    expect(session).toMatch(/^__Host-luxid_operator=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    expect(cookies.every((c) => c.startsWith("__Host-") && c.endsWith("; Secure"))).toBe(true);
    cookie = session!.split(";")[0]!;

    const dashboard = await send(app, "/admin/dashboard", {
      method: "GET",
      headers: { host: "shop.luxid.test", cookie },
    });
    expect(dashboard.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard.text)![1]!;
    const out = await browserPost("/admin/sign-out", { csrf });
    expect(out.status, out.text).toBe(302);
    expect(String(out.headers["set-cookie"])).toMatch(/^__Host-luxid_operator=; .*Secure; Max-Age=0$/);
  });

  test("a buyer's cancellation with the https Origin goes through; an http Origin is not ours", async () => {
    const { id } = await newPreorder(app);
    const path = app.running.services.orderLinks.path(await referenceOf(app, id));
    const body = new URLSearchParams({ intent: "cancel", "confirmed-refund": "0" }).toString();
    // An older browser without Sec-Fetch-*: the Origin alone must be the public site's.
    const older = {
      "content-type": DOCUMENT_POST["content-type"],
      accept: DOCUMENT_POST.accept,
      host: "shop.luxid.test",
    };
    const downgraded = await send(app, path, {
      headers: { ...older, origin: "http://shop.luxid.test" },
      body,
    });
    expect(downgraded.status).toBe(403);
    expect((await cancellationOf(app, id)).at).toBeNull();

    const res = await send(app, path, { headers: { ...older, origin: SITE }, body });
    expect(res.status, res.text).toBe(303);
    expect((await cancellationOf(app, id)).at).toBeInstanceOf(Date);
  });
});
