import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { outbox, preorders } from "../../db/schema";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";
import { newPreorder, post } from "../support/http";

describe.each(engines())("the buyer's order page on $name", (engine) => {
  let app: TestApp;
  shopForBlock(engine, { RATE_LIMIT_DISABLED: "true" }, (shop) => ({ app } = shop));

  const database = () => app.running.services.database.db;
  const referenceOf = async (id: string) =>
    (
      await database().select({ reference: preorders.reference }).from(preorders).where(eq(preorders.id, id))
    )[0]!.reference;
  const get = (path: string) => fetch(`${app.url}${path}`, { redirect: "manual" });

  test("a wrong, missing or borrowed token is the same 404 as an unknown reference", async () => {
    const mine = await referenceOf((await newPreorder(app)).id);
    const other = await referenceOf((await newPreorder(app)).id);
    const goodPath = app.running.services.orderLinks.path(mine);
    const borrowed = new URL(app.running.services.orderLinks.path(other), app.url).searchParams.get("t")!;
    const answers = await Promise.all([
      get(`/orders/${mine}`),
      get(`/orders/${mine}?t=`),
      get(`/orders/${mine}?t=${"A".repeat(22)}`),
      get(`/orders/${mine}?t=${borrowed}`),
      get(`/orders/LX-ZZZZZZ?t=${borrowed}`),
      get(`${goodPath.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).not.toContain(mine);
      expect(html).toContain("This order link does not open an order");
      expect(html).toContain(`href="/find-my-orders"`);
    }
  });

  test("the right token shows the order, privately, without personal data; cancellation is confirmed, then done once", async () => {
    const { id, email } = await newPreorder(app);
    const reference = await referenceOf(id);
    const path = app.running.services.orderLinks.path(reference);
    expect(path).toMatch(/^\/orders\/LX-[2-9A-HJKMNP-TV-Z]{6}\?t=[\w-]{22}$/);
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = await res.text();
    expect(html).toContain(reference);
    expect(html).toContain("Awaiting payment");
    expect(html).toContain("₹27,999");
    // Unpaid: the booking is asked for, and the credit comes only with a paid booking.
    expect(html).toContain("Pay the booking");
    expect(html).not.toContain("accessory credit");
    // The start of the first line and the last line, never a row of dots.
    expect(html).toContain("12 M…, Karnataka 560001");
    expect(html).not.toContain("•");
    for (const personal of [email, "Asha", "98450", "MG Road"]) expect(html).not.toContain(personal);

    // Without JavaScript: plain form posts. The first answers the confirmation step, naming what
    // would be refunded (nothing: the booking is unpaid), and changes nothing.
    const cancel = (fields: Record<string, string>) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "cancel", reason: "Changed my mind", ...fields }),
      });
    const step = await cancel({});
    expect(step.status).toBe(200);
    const stepHtml = await step.text();
    expect(stepHtml).toContain("Cancel this order? Nothing was paid, so there is nothing to refund.");
    expect(stepHtml).toContain('name="confirmed-refund" value="0"');
    const [before] = await database().select().from(preorders).where(eq(preorders.id, id));
    expect(before!.status).toBe("received");
    // Confirmed: cancelled, the buyer lands on the status, and is e-mailed.
    const first = await cancel({ "confirmed-refund": "0" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${path}&done=cancelled#status`);
    const [row] = await database().select().from(preorders).where(eq(preorders.id, id));
    expect(row!.status).toBe("cancelled");
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    // Once cancelled, a second confirmation changes nothing and says why.
    const again = await cancel({ "confirmed-refund": "0" });
    expect(again.status).toBe(409);
    const mails = await database().select().from(outbox).where(eq(outbox.preorderId, id));
    expect(mails.map((a) => a.kind)).toEqual(["order_cancelled"]);
    const page = await (await get(`${path}&done=cancelled`)).text();
    expect(page).toContain("Your order is cancelled");
    expect(page).not.toContain("Cancel this order");

    // A post with a wrong token is a 404 and records nothing.
    const forged = await post(app, `/orders/${reference}?t=${"x".repeat(22)}`, "intent=cancel", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(forged.status).toBe(404);
  });
});
