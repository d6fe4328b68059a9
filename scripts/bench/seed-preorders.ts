/**
 * Fills a PostgreSQL database with synthetic pre-orders for load tests:
 * `DATABASE_URL=postgres://… npm run seed:preorders -- 100000`. Applies migrations first. Rows are
 * generated inside PostgreSQL (one INSERT … SELECT per batch), spread over the last 90 days, across
 * states, countries and products; names and addresses are obviously fake.
 */
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

const count = Number(process.argv[2] ?? 100_000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database to seed");
if (!Number.isInteger(count) || count < 1) throw new Error("Give the number of pre-orders, e.g. 100000");

const pool = new pg.Pool({ connectionString: url, max: 2 });
await migrate(drizzle(pool), { migrationsFolder: path.resolve("db/migrations") });

// References must be unique: a random starting number, written in the reference alphabet.
const start = Math.floor(Math.random() * 500_000_000);
const BATCH = 10_000;
const started = performance.now();
for (let done = 0; done < count; done += BATCH) {
  const n = Math.min(BATCH, count - done);
  await pool.query(
    `with s as (select g + $1::bigint as k from generate_series(1, $2::int) g),
     ins as (
       insert into luxid_preorders (name, email, phone, address, total_amount, preorder_amount, remaining_amount,
         bundle_discount, subtotal_amount, accessory_credit, currency, country, includes_glasses, status,
         reference, idempotency_key, paid_at, created_at, updated_at)
       select 'Seed Buyer ' || k, 'buyer' || k || '@seed.example', '+91 9' || lpad((k % 1000000000)::text, 9, '0'),
         k || ' Seed Street, Bengaluru', 2799900, 559980, 2239920, 0, 2799900, 167994,
         (array['INR','EUR','USD']::luxid_currency[])[1 + k % 3], (array['IN','DE','US','FR','GB'])[1 + k % 5], k % 4 <> 0,
         (array['paid','paid','paid','awaiting_payment','failed','expired','received','needs_review'])[1 + k % 8],
         'LX-' || (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((k / (30 ^ i)::bigint) % 30)::int, 1), '' order by i desc)
                   from generate_series(0, 5) i),
         'seed-' || gen_random_uuid(),
         case when k % 8 < 3 then now() - (k % 7776000) * interval '1 second' + interval '5 minutes' end,
         now() - (k % 7776000) * interval '1 second', now()
       from s
       returning id, includes_glasses
     )
     insert into luxid_preorder_items (preorder_id, product_id, quantity, unit_price, line_total)
     select id, case when includes_glasses then 'glasses' else 'vuering' end, 1, 2799900, 2799900 from ins`,
    [start + done, n],
  );
  process.stdout.write(`\r${done + n} / ${count}`);
}
// What autovacuum does on a live database: statistics for the planner, and the visibility map
// that lets counts read the index alone.
await pool.query("vacuum analyze luxid_preorders");
await pool.query("vacuum analyze luxid_preorder_items");
console.log(`\nseeded ${count} pre-orders in ${Math.round(performance.now() - started)} ms`);
await pool.end();
