import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorNotes, operatorSessions, operatorSignInTokens, outbox } from "../../db/schema";
import { createSession } from "../../app/features/operators/server/session.server";
import { hashSecret } from "../../app/features/operators/server/tokens.server";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { askForLink, consoleClient, csrfOf, OPERATOR, seedPreorder, signInMails } from "../support/operators";

describe.each(engines())("operator console security on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let preorderId: string;
  let clients = 0;
  const newIp = () => `10.30.${Math.floor(++clients / 250)}.${clients % 250}`;

  /** Signs in through the e-mailed link; returns the client holding the session cookie. */
  // Each sign-in is a different operator: the per-address link budget only bites where a test wants it.
  let operators = 0;
  const signIn = async (email = `ops${++operators}@luxid.example`) => {
    const client = consoleClient(app, newIp());
    const { res: asked, token } = await askForLink(app, client, email);
    expect(asked.status).toBe(200);
    const res = await client.post("/admin/verify", { token });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    return client;
  };

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp({
      ...db.env,
      DATA_DIR: "memory://",
      TRUST_PROXY: "true",
      OPERATOR_EMAILS: [OPERATOR, ...Array.from({ length: 20 }, (_, i) => `ops${i + 1}@luxid.example`)].join(
        ",",
      ),
    });
    preorderId = (await seedPreorder(app, '=HYPERLINK("http://evil.example")', "asha@example.com")).id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  test("every console page redirects to sign-in and every data endpoint answers 401, with no data", async () => {
    const anonymous = consoleClient(app, newIp());
    const pages = ["dashboard", "preorders", `preorders/${preorderId}`, "review", "leads", "audit"];
    for (const page of pages) {
      const res = await anonymous.get(`/admin/${page}`);
      expect(res.status, page).toBe(302);
      expect(res.headers.get("location"), page).toBe("/admin");
      expect(await res.text()).not.toContain("asha@example.com");
      // React Router's data requests for the same loaders carry no data either.
      const data = await anonymous.get(`/admin/${page}.data`);
      expect(await data.text()).not.toContain("asha@example.com");
      expect(data.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    for (const endpoint of [
      "export/preorders.csv",
      "export/leads.csv",
      `preorders/${preorderId}/voice-note`,
    ]) {
      const res = await anonymous.get(`/admin/${endpoint}`);
      expect(res.status, endpoint).toBe(401);
      expect(await res.text()).not.toContain("asha@example.com");
    }
    const write = await anonymous.post(`/admin/preorders/${preorderId}`, {
      intent: "note",
      body: "hi",
      csrf: "x",
    });
    expect(write.status).toBe(302);
    expect(await app.running.services.database.db.select().from(operatorNotes)).toHaveLength(0);
  });

  test("sign-in answers the same whether or not the address is an operator's, and e-mails only operators", async () => {
    const client = consoleClient(app, newIp());
    const before = app.running.services.notifications.mailer.sent!.length;
    const stranger = await client.post("/admin", { email: "stranger@example.com" });
    const { res: operator, token } = await askForLink(app, client, OPERATOR);
    expect(stranger.status).toBe(operator.status);
    const neutral = "If that address belongs to an operator, a sign-in link is on its way.";
    // The same page, word for word, once the per-request CSP nonce is set aside.
    const page = async (res: Response) => (await res.text()).replace(/nonce-[^'"]+|nonce="[^"]*"/g, "");
    const [strangerPage, operatorPage] = [await page(stranger), await page(operator)];
    expect(strangerPage).toContain(neutral);
    expect(operatorPage).toBe(strangerPage);
    await app.running.services.notifications.outbox.drain();
    const sent = app.running.services.notifications.mailer.sent!.slice(before);
    expect(sent.map((m) => m.to)).toEqual([OPERATOR]);
    // Only the token's hash is stored.
    const rows = await app.running.services.database.db.select().from(operatorSignInTokens);
    expect(rows.some((r) => r.tokenHash === hashSecret(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  test("a signed-in operator gets private, unindexed pages behind a strict cookie", async () => {
    const client = await signIn();
    expect(client.cookie).toMatch(/^luxid_operator=/);
    const res = await client.get("/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
  });

  test("the session cookie is HttpOnly, SameSite=Strict, and __Host- and Secure behind HTTPS", async () => {
    const client = consoleClient(app, newIp());
    const { token } = await askForLink(app, client, OPERATOR);
    const res = await client.post(
      "/admin/verify",
      { token },
      { "x-forwarded-proto": "https", origin: app.url.replace("http:", "https:") },
    );
    const [cookie, device] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-luxid_operator=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    // The mark of a browser that signed in (for the ceiling on sign-in e-mails), as strict.
    expect(device).toMatch(
      /^__Host-luxid_operator_device=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure$/,
    );
  });

  test("a reused or expired sign-in link is refused", async () => {
    const client = consoleClient(app, newIp());
    const { token } = await askForLink(app, client, OPERATOR);
    expect((await client.post("/admin/verify", { token })).status).toBe(302);
    const again = consoleClient(app, newIp());
    const reused = await again.post("/admin/verify", { token });
    expect(reused.status).toBe(400);
    expect(reused.headers.get("set-cookie")).toBeNull();

    const expired = "expired-token-for-the-test";
    await app.running.services.database.db.insert(operatorSignInTokens).values({
      tokenHash: hashSecret(expired),
      email: OPERATOR,
      expiresAt: new Date(Date.now() - 1000),
      createdAt: new Date(Date.now() - 16 * 60_000),
    });
    const late = await consoleClient(app, newIp()).post("/admin/verify", { token: expired });
    expect(late.status).toBe(400);
  });

  test("a cross-site POST and a POST without the CSRF token are refused", async () => {
    const client = await signIn();
    const csrf = await csrfOf(await client.get(`/admin/preorders/${preorderId}`));
    const crossSite = await client.post(
      `/admin/preorders/${preorderId}`,
      { intent: "note", body: "from evil", csrf },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    const noToken = await client.post(`/admin/preorders/${preorderId}`, { intent: "note", body: "no token" });
    expect(noToken.status).toBe(403);
    const wrongToken = await client.post(`/admin/preorders/${preorderId}`, {
      intent: "note",
      body: "x",
      csrf: "x",
    });
    expect(wrongToken.status).toBe(403);
    expect(await app.running.services.database.db.select().from(operatorNotes)).toHaveLength(0);

    const ok = await client.post(`/admin/preorders/${preorderId}`, {
      intent: "note",
      body: "Called the buyer",
      csrf,
    });
    expect(ok.status).toBe(200);
    expect(await app.running.services.database.db.select().from(operatorNotes)).toHaveLength(1);
  });

  test("a signed-out session's cookie is refused, and sign-out everywhere ends every session", async () => {
    const first = await signIn();
    const second = await signIn();
    const csrf = await csrfOf(await first.get("/admin/dashboard"));
    const stolen = first.cookie;
    expect((await first.post("/admin/sign-out", { scope: "this", csrf })).status).toBe(302);
    const replay = consoleClient(app, newIp());
    replay.cookie = stolen;
    expect((await replay.get("/admin/dashboard")).status).toBe(302);
    expect((await replay.get("/admin/export/preorders.csv")).status).toBe(401);
    expect((await second.get("/admin/dashboard")).status).toBe(200);

    const laptop = await signIn("ops20@luxid.example");
    const phone = await signIn("ops20@luxid.example");
    const csrf3 = await csrfOf(await phone.get("/admin/dashboard"));
    await phone.post("/admin/sign-out", { scope: "everywhere", csrf: csrf3 });
    expect((await laptop.get("/admin/dashboard")).status).toBe(302);
    expect((await phone.get("/admin/dashboard")).status).toBe(302);
    expect((await second.get("/admin/dashboard")).status).toBe(200);
  });

  test("sessions idle for 12 hours are over", async () => {
    const client = await signIn();
    await app.running.services.database.db.execute(
      sql`update luxid_operator_sessions set last_seen_at = now() - interval '12 hours 1 minute'`,
    );
    expect((await client.get("/admin/dashboard")).status).toBe(302);
  });

  test("sign-in attempts are rate-limited per visitor, said in the page with 429 and Retry-After", async () => {
    const client = consoleClient(app, newIp());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post("/admin", { email: `x${i}@example.com` })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const before = signInMails(app, OPERATOR).length;
    const limited = await client.post("/admin", { email: OPERATOR });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(limited.headers.get("content-type")).toContain("text/html");
    const html = await limited.text();
    expect(html).toContain("Too many requests, try again in 15 minutes");
    expect(html).not.toContain("a sign-in link is on its way");
    // The form is still there to try again later.
    expect(html).toContain("E-mail me a sign-in link");
    await app.running.services.notifications.outbox.drain();
    expect(signInMails(app, OPERATOR)).toHaveLength(before);
  });

  test("sign-in attempts over the limit are answered in the sign-in page (429, Retry-After), and the link stays unspent", async () => {
    const client = consoleClient(app, newIp());
    const { token } = await askForLink(app, consoleClient(app, newIp()), "ops15@luxid.example");
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post(
        "/admin/verify",
        { token: `not-a-token-${i}` },
        { accept: "text/html" },
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("This sign-in link has expired or was already used");
    }
    const limited = await client.post("/admin/verify", { token }, { accept: "text/html" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(limited.headers.get("content-type")).toContain("text/html");
    expect(limited.headers.get("set-cookie")).toBeNull();
    const html = (await limited.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Too many requests, try again in 15 minutes.");
    expect(html).not.toContain("Something went wrong");
    // The page offers the same link again, which was not spent by the refused attempt.
    expect(html).toContain("Sign in</button>");
    const elsewhere = await consoleClient(app, newIp()).post("/admin/verify", { token });
    expect(elsewhere.status).toBe(302);
  });

  test("three links per address from one client per 15 minutes: the fourth is refused in the page and never sent", async () => {
    for (const email of ["ops17@luxid.example", "nobody-in-particular@example.com"]) {
      const client = consoleClient(app, newIp());
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.post("/admin", { email })).status);
      expect(statuses, email).toEqual([200, 200, 200]);
      const fourth = await client.post("/admin", { email: email.toUpperCase() });
      expect(fourth.status, email).toBe(429);
      const retryAfter = Number(fourth.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await fourth.text()).toContain("Too many requests, try again in 15 minutes");
      // Another machine asking for the same address is not held back by that client's budget.
      expect((await consoleClient(app, newIp()).post("/admin", { email })).status, email).toBe(200);
    }
    await expect.poll(() => signInMails(app, "ops17@luxid.example").length).toBe(4);
    await app.running.services.notifications.outbox.drain();
    expect(signInMails(app, "ops17@luxid.example")).toHaveLength(4);
    expect(signInMails(app, "nobody-in-particular@example.com")).toHaveLength(0);
  });

  test("strangers cannot keep an operator out: after twelve requests from other machines, the operator's own request two hours later gets a link", async () => {
    const email = "ops18@luxid.example";
    // The operator's own browser signed in before: it keeps the mark of that when its session is over.
    const own = consoleClient(app, newIp());
    const { token } = await askForLink(app, own, email);
    const verified = await own.post("/admin/verify", { token });
    const device = verified.headers.getSetCookie().find((c) => c.startsWith("luxid_operator_device="));
    expect(device).toMatch(/HttpOnly; SameSite=Strict; Max-Age=31536000/);
    own.cookie = device!.split(";")[0]!;
    const before = signInMails(app, email).length;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await consoleClient(app, newIp()).post("/admin", { email })).status);
    // The same answer to every stranger: nothing says the ceiling on mail was reached.
    expect(statuses).toEqual(Array<number>(12).fill(200));
    await app.running.services.notifications.outbox.drain();
    // At most ten e-mails a day to one address, whoever asks (the operator's own sign-in counted).
    expect(signInMails(app, email).length - before).toBe(9);
    // Two hours pass.
    await app.running.services.database.db.execute(
      sql`update luxid_operator_sign_in_requests set created_at = created_at - interval '2 hours'`,
    );
    const asked = await own.post("/admin", { email });
    expect(asked.status).toBe(200);
    expect(asked.headers.get("retry-after")).toBeNull();
    await expect
      .poll(async () => {
        await app.running.services.notifications.outbox.drain();
        return signInMails(app, email).length - before;
      })
      .toBe(10);
    // A browser that never signed in as that address sends nothing more today, and is told the same.
    const stranger = await consoleClient(app, newIp()).post("/admin", { email });
    expect(stranger.status).toBe(200);
    expect(await stranger.text()).toContain(
      "If that address belongs to an operator, a sign-in link is on its way",
    );
    await app.running.services.notifications.outbox.drain();
    expect(signInMails(app, email).length - before).toBe(10);
  });

  test("sign-in outbox rows keep no address once handled, and a request older than a link's life is not sent late", async () => {
    const db = app.running.services.database.db;
    const late = "ops19@luxid.example";
    await db.insert(outbox).values({
      kind: "operator_sign_in",
      subjectKey: randomUUID(),
      recipient: late,
      createdAt: new Date(Date.now() - 16 * 60_000),
    });
    await askForLink(app, consoleClient(app, newIp()), "ops16@luxid.example");
    await consoleClient(app, newIp()).post("/admin", { email: "someone-else@example.com" });
    await expect
      .poll(async () => (await db.select().from(outbox).where(isNull(outbox.sentAt))).length)
      .toBe(0);
    expect(signInMails(app, late)).toHaveLength(0);
    const rows = await db.select().from(outbox).where(eq(outbox.kind, "operator_sign_in"));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((r) => r.recipient !== null)).toEqual([]);
  });

  test("a session older than its maximum age is refused, however recently it was used", async () => {
    const client = await signIn();
    const hash = hashSecret(client.cookie.split("=")[1]!);
    const age = async (created: string) => {
      await app.running.services.database.db.execute(
        sql`update luxid_operator_sessions set created_at = now() - ${created}::interval,
          last_seen_at = now() - interval '1 hour' where token_hash = ${hash}`,
      );
    };
    await age("6 days 23 hours"); // within the default 7 days
    expect((await client.get("/admin/dashboard")).status).toBe(200);
    await age("90 days");
    expect((await client.get("/admin/dashboard")).status).toBe(302);
    expect((await client.get("/admin/export/preorders.csv")).status).toBe(401);
    expect((await client.get(`/admin/preorders/${preorderId}/voice-note`)).status).toBe(401);
  });

  test("an address taken out of OPERATOR_EMAILS loses every session at its next request, downloads included", async () => {
    // Its own shop, restarted on the same database with one operator fewer.
    const own = await engine.create();
    const dataDir = await mkdtemp(path.join(tmpdir(), "luxid-operators-"));
    const env = { ...own.env, DATA_DIR: dataDir, TRUST_PROXY: "true" };
    const sessionOf = (shop: TestApp, secret: string) => {
      const client = consoleClient(shop, newIp());
      client.cookie = `luxid_operator=${secret}`;
      return client;
    };
    let shop = await startApp({ ...env, OPERATOR_EMAILS: "stays@luxid.example,leaves@luxid.example" });
    try {
      const order = await seedPreorder(shop);
      const db = () => shop.running.services.database.db;
      const stays = await createSession(db(), "stays@luxid.example");
      const leaves = await createSession(db(), "leaves@luxid.example");
      const leavesToo = await createSession(db(), "leaves@luxid.example");
      expect((await sessionOf(shop, leaves).get("/admin/dashboard")).status).toBe(200);
      await shop.close();

      shop = await startApp({ ...env, OPERATOR_EMAILS: "stays@luxid.example" });
      const removed = sessionOf(shop, leaves);
      expect((await removed.get("/admin/dashboard")).status).toBe(302);
      for (const download of [
        "/admin/export/preorders.csv",
        "/admin/export/leads.csv",
        `/admin/preorders/${order.id}/voice-note`,
      ]) {
        const res = await sessionOf(shop, leavesToo).get(download);
        expect(res.status, download).toBe(401);
        expect(await res.text(), download).not.toContain("asha@example.com");
      }
      // Deleted, not merely refused; the remaining operator is untouched.
      const rows = await db()
        .select({ email: operatorSessions.email })
        .from(operatorSessions)
        .where(eq(operatorSessions.email, "leaves@luxid.example"));
      expect(rows).toHaveLength(0);
      expect((await sessionOf(shop, stays).get("/admin/dashboard")).status).toBe(200);
    } finally {
      await shop.close();
      await own.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("the voice note streams with its content type and byte ranges", async () => {
    const client = await signIn();
    const full = await client.get(`/admin/preorders/${preorderId}/voice-note`);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("audio/webm");
    expect((await full.arrayBuffer()).byteLength).toBe(4_000);
    const part = await client.get(`/admin/preorders/${preorderId}/voice-note`, { range: "bytes=0-3" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-3/4000");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const beyond = await client.get(`/admin/preorders/${preorderId}/voice-note`, { range: "bytes=5000-" });
    expect(beyond.status).toBe(416);
  });

  test("CSV cells beginning with = come out escaped, after a BOM", async () => {
    const client = await signIn();
    const res = await client.get("/admin/export/preorders.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
