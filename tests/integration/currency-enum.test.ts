import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { preorders, refunds } from "../../db/schema";
import { engines } from "../support/engines";
import { migrationsBefore, upgradedDatabase } from "../support/migrations";

describe.each(engines())("currency as a database enum on $name", (engine) => {
  const database = upgradedDatabase(engine, "luxid-currency-");

  // Two on-disk PGlite start-ups with migrations: slow on a loaded machine, hence the own time limit.
  test(
    "the migration turns the text columns of existing pre-orders and refunds into the enum, keeping every value",
    { timeout: 120_000 },
    async () => {
      const before = migrationsBefore("0006_currency_enum");
      const old = await database.open(before);
      for (const currency of ["INR", "EUR", "USD"]) {
        await old.db.execute(sql`
          with p as (
            insert into luxid_preorders (reference, name, email, phone, address, total_amount,
              preorder_amount, remaining_amount, bundle_discount, subtotal_amount, currency, country,
              includes_glasses, idempotency_key, status)
            values (${`LX-${currency}222`}, 'Old buyer', 'old@example.com', '+91 90000 00000',
              'Somewhere', 2799900, 560000, 2239900, 0, 2799900, ${currency}, 'IN', true,
              ${`old-${currency}`}, 'refunded')
            returning id)
          insert into luxid_refunds (preorder_id, amount, currency, status, idempotency_key, actor)
          select id, 560000, ${currency}, 'processed', ${`refund-${currency}`}, 'gateway' from p`);
      }
      await old.close();
      rmSync(before, { recursive: true, force: true });

      const handle = await database.upgrade();
      const stored = await handle.db.select({ currency: preorders.currency }).from(preorders);
      expect(stored.map((r) => r.currency).sort()).toEqual(["EUR", "INR", "USD"]);
      const refunded = await handle.db.select({ currency: refunds.currency }).from(refunds);
      expect(refunded.map((r) => r.currency).sort()).toEqual(["EUR", "INR", "USD"]);
      const types = await handle.db.execute(sql`
        select table_name, udt_name from information_schema.columns
        where column_name = 'currency' order by table_name`);
      // Both drivers answer `{ rows }`.
      // Every money table's currency is the enum: the balance's gateway orders (migration 0009) and the
      // GST documents included.
      expect((types as { rows: unknown[] }).rows).toEqual([
        { table_name: "luxid_balance_orders", udt_name: "luxid_currency" },
        { table_name: "luxid_documents", udt_name: "luxid_currency" },
        { table_name: "luxid_preorders", udt_name: "luxid_currency" },
        { table_name: "luxid_refunds", udt_name: "luxid_currency" },
      ]);
    },
  );

  test("the database refuses a currency the catalogue does not price in", async () => {
    await expect(
      database.current().db.execute(sql`
        insert into luxid_preorders (reference, name, email, phone, address, total_amount,
          preorder_amount, remaining_amount, bundle_discount, subtotal_amount, currency, country,
          includes_glasses, idempotency_key)
        values ('LX-GBP222', 'x', 'x@example.com', '1', 'x', 1, 1, 0, 0, 1, 'GBP', 'GB', false,
          'gbp-order')`),
    ).rejects.toThrow();
  });
});
