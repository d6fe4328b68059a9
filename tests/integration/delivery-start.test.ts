import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { preorders } from "../../db/schema";
import { enqueueNotification } from "../../app/features/notifications/server/enqueue.server";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { MONTH_NAMES } from "../../app/content/months";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";
import { seedPreorder } from "../support/operators";

const MONTHS = MONTH_NAMES.join("|");
/**
 * A month said without its year: "from the end of September", "in September". With it, either way
 * round: "September 2027", "15 September 2027", and the blog's "January 22, 2024".
 */
const MONTH_WITHOUT_YEAR = new RegExp(`\\b(?:${MONTHS})\\b(?!\\s+(?:\\d{1,2},\\s+)?\\d{4})`, "g");

/** The words a page shows: no markup, no scripts or styles, entities as characters. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

/** The JSON-LD blocks of a page, as text (the FAQ's answers, the products' offers). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/**
 * One setting dates every delivery: with DELIVERY_START moved away from its default, every page a
 * visitor can reach, every article, the FAQ's JSON-LD and the confirmation e-mail say the new month
 * with its year, and none still says the default or a month without a year.
 */
describe.each(engines())("delivery start on $name", (engine) => {
  let app: TestApp;
  shopForBlock(
    engine,
    {
      DATA_DIR: "memory://",
      PAYMENTS_MODE: "sandbox",
      DELIVERY_START: "2028-03",
      OUTBOX_INTERVAL_MS: "3600000",
    },
    (shop) => ({ app } = shop),
  );

  test("every page and article dates deliveries from the setting, with its year", async () => {
    const paths = [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`)];
    const saying: string[] = [];
    for (const path of paths) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const text = visibleText(html);
      expect(text, path).not.toContain("September 2027");
      for (const block of jsonLd(html)) expect(block, path).not.toContain("September 2027");
      // Articles name months for other reasons (a founder's story, a testing round): only the
      // sentences about deliveries are held to the rule.
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (!/\bdeliver(?:y|ies)\b|\bship(?:s|ping)?\b/i.test(sentence)) continue;
        const bare = sentence.match(MONTH_WITHOUT_YEAR);
        expect(bare, `${path}: ${sentence}`).toBeNull();
      }
      if (text.includes("end of March 2028")) saying.push(path);
    }
    // The banner on every page says it; the check above would pass on pages saying nothing at all.
    expect(saying).toEqual(paths);

    const faq = await (await fetch(`${app.url}/faq`)).text();
    expect(jsonLd(faq).join("\n")).toContain("end of March 2028");
  });

  test("the confirmation e-mail says the same month and year", async () => {
    const saved = await seedPreorder(app, "Asha Rao", "asha.delivery@example.com", { testOrder: true });
    const { database, notifications } = app.running.services;
    await database.db
      .update(preorders)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(preorders.id, saved.id));
    const before = notifications.mailer.sent?.length ?? 0;
    await enqueueNotification(database.db, { kind: "order_confirmation", preorderId: saved.id });
    await notifications.outbox.drain();
    const [mail] = (notifications.mailer.sent ?? []).slice(before);
    expect(mail!.text).toContain("March 2028");
    expect(mail!.text).not.toContain("September 2027");
    expect(mail!.text.match(MONTH_WITHOUT_YEAR)).toBeNull();
  });
});
