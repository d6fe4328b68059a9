import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { operatorAuditLog, outbox } from "../../db/schema";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";
import { newPreorder } from "../support/http";

/**
 * "Find my orders": a buyer who lost an order's link types the address and gets one e-mail with a
 * working link to every order on it. The page answers the same for an address without orders (and
 * nothing is sent), and limits requests per address and per client with a 429 and Retry-After.
 */
describe.each(engines())("find my orders on $name", (engine) => {
  let app: TestApp;
  shopForBlock(
    engine,
    {
      DATA_DIR: "memory://",
      PAYMENTS_MODE: "sandbox",
      PUBLIC_SITE_URL: "https://shop.luxid.test",
      OUTBOX_INTERVAL_MS: "3600000",
      // One proxy hop: each request names its client in X-Forwarded-For.
      TRUST_PROXY: "1",
    },
    (shop) => ({ app } = shop),
  );

  const sent = () => app.running.services.notifications.mailer.sent ?? [];
  const ask = (email: string, client = "203.0.113.7") =>
    fetch(`${app.url}/find-my-orders`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
      body: new URLSearchParams({ email }),
    });
  /** The page's words, without the parts that change per response (nonces, ids). */
  const words = async (res: Response) =>
    (await res.text())
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/nonce="[^"]*"/g, "")
      .replace(/_R_[a-z0-9]+_/g, "");

  test("one e-mail with a working link to every order on the address; the same answer for none", async () => {
    const first = await newPreorder(app);
    const email = first.email;
    // A second order on the same address, typed in capitals.
    const second = await newPreorder(app);
    const { preorders } = await import("../../db/schema");
    await app.running.services.database.db
      .update(preorders)
      .set({ email: email.toUpperCase() })
      .where(eq(preorders.id, second.id));
    const before = sent().length;

    const known = await ask(` ${email} `);
    expect(known.status).toBe(200);
    const unknown = await ask("nobody-here@example.com");
    expect(unknown.status).toBe(200);
    expect(await words(unknown)).toBe(await words(known));
    await app.running.services.notifications.outbox.drain();

    const mails = sent().slice(before);
    expect(mails.map((m) => m.to)).toEqual([email]);
    const links = [...mails[0]!.text.matchAll(/https:\/\/shop\.luxid\.test(\/orders\/[^\s]+)/g)].map(
      (m) => m[1]!,
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      const page = await fetch(`${app.url}${link}`);
      expect(page.status, link).toBe(200);
    }
    // The address is not kept on the queued rows once handled.
    const rows = await app.running.services.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "order_links"));
    expect(rows.every((r) => r.recipient === null && !r.subjectKey.includes("@"))).toBe(true);
  });

  test("limited per address and per client, with Retry-After; a wrong address names the field", async () => {
    const empty = await ask("not an address", "198.51.100.1");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter the e-mail address you ordered with");
    const queued = async () =>
      (await app.running.services.database.db.select().from(outbox).where(eq(outbox.kind, "order_links")))
        .length;

    // Per address: three a quarter hour, from whichever clients.
    const address = "limit-me@example.com";
    for (const client of ["198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      expect((await ask(address, client)).status).toBe(200);
    }
    const rows = await queued();
    const overAddress = await ask(address, "198.51.100.5");
    expect(overAddress.status).toBe(429);
    expect(Number(overAddress.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await overAddress.text()).toContain("Too many requests for now");
    // Per client: five a quarter hour, whichever addresses.
    for (let i = 0; i < 5; i++)
      expect((await ask(`walker-${i}@example.com`, "198.51.100.6")).status).toBe(200);
    const overClient = await ask("walker-5@example.com", "198.51.100.6");
    expect(overClient.status).toBe(429);
    expect(await queued()).toBe(rows + 5);
  });

  test("the order page's 404 leads to Find my orders", async () => {
    const res = await fetch(`${app.url}/orders/LX-AAAAAA?t=${"x".repeat(22)}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("This order link does not open an order");
    expect(html).toContain('href="/find-my-orders"');
  });

  test("the console's resend is audited and e-mails the link", async () => {
    const { id, email } = await newPreorder(app);
    const { resendOrderLinks } = await import("../../app/features/order-page/server/find-orders.server");
    const before = sent().length;
    expect(
      await resendOrderLinks(app.running.services.database.db, {
        preorderId: id,
        operatorEmail: "ops@luxid.example",
      }),
    ).toBe(true);
    await app.running.services.notifications.outbox.drain();
    expect(
      sent()
        .slice(before)
        .map((m) => m.to),
    ).toEqual([email]);
    const audits = await app.running.services.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.preorderId, id));
    expect(audits.map((a) => a.action)).toEqual(["order.link_resent"]);
  });
});
