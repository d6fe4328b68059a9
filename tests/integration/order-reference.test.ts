import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { preorders } from "../../db/schema";
import { savePreorder } from "../../app/features/preorder/server/preorders.server";
import { regionForCountry } from "../../app/lib/regions";
import { engines } from "../support/engines";
import { migrationsBefore, upgradedDatabase } from "../support/migrations";
import { glassesPreorderRequest } from "../support/preorder-request";

describe.each(engines())("order references on $name", (engine) => {
  const database = upgradedDatabase(engine, "luxid-reference-");

  // Two on-disk PGlite start-ups with migrations: slow on a loaded machine, hence the own time limit.
  test(
    "the migration backfills a unique reference for every existing pre-order",
    { timeout: 120_000 },
    async () => {
      const before = migrationsBefore("0001_order_reference");
      const old = await database.open(before);
      for (let i = 0; i < 50; i++) {
        await old.db.execute(sql`
        insert into luxid_preorders (name, email, phone, address, total_amount, preorder_amount,
          remaining_amount, bundle_discount, subtotal_amount, currency, country, includes_glasses,
          idempotency_key)
        values ('Old buyer', 'old@example.com', '+91 90000 00000', 'Somewhere', 2799900, 560000,
          2239900, 0, 2799900, 'INR', 'IN', true, ${`old-${i}`})`);
      }
      await old.close();
      rmSync(before, { recursive: true, force: true });

      const handle = await database.upgrade();
      const rows = await handle.db.select({ reference: preorders.reference }).from(preorders);
      expect(rows).toHaveLength(50);
      for (const { reference } of rows) expect(reference).toMatch(/^LX-[2-9A-HJKMNP-TV-Z]{6}$/);
      expect(new Set(rows.map((r) => r.reference)).size).toBe(50);
    },
  );

  test("the database refuses a second pre-order with the same reference", async () => {
    const [first] = await database
      .current()
      .db.select({ reference: preorders.reference })
      .from(preorders)
      .limit(1);
    await expect(
      database.current().db.execute(sql`
        insert into luxid_preorders (reference, name, email, phone, address, total_amount,
          preorder_amount, remaining_amount, bundle_discount, subtotal_amount, currency, country,
          includes_glasses, idempotency_key)
        values (${first!.reference}, 'x', 'x@example.com', '1', 'x', 1, 1, 0, 0, 1, 'INR', 'IN',
          false, 'dup-reference')`),
    ).rejects.toThrow();
  });

  test("a new pre-order whose first reference is taken gets the next one, once", async () => {
    const [taken] = await database
      .current()
      .db.select({ reference: preorders.reference })
      .from(preorders)
      .limit(1);
    const offered = [taken!.reference, "LX-22222Z"];
    const parsed = glassesPreorderRequest();
    const saved = await savePreorder(database.current().db, {
      request: parsed,
      region: regionForCountry("IN"),
      newReference: () => offered.shift()!,
    });
    expect(saved.created).toBe(true);
    const rows = await database
      .current()
      .db.select({ reference: preorders.reference })
      .from(preorders)
      .where(eq(preorders.idempotencyKey, parsed.idempotencyKey));
    expect(rows).toEqual([{ reference: "LX-22222Z" }]);

    // The same idempotency key again is the same pre-order, not a collision to retry.
    const again = await savePreorder(database.current().db, {
      request: parsed,
      region: regionForCountry("IN"),
    });
    expect(again).toMatchObject({ id: saved.id, created: false });
  });
});
