import { and, asc, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { preorderItems, preorders } from "../../../../db/schema";
import { normalizeOrderReference } from "~/lib/order-reference";
import type { Database } from "~/lib/db.server";
import { PAGE_SIZE, type PreorderListQuery } from "../contract";
import type { Currency } from "~/lib/regions";

const DAY_MS = 86_400_000;

/** `%`, `_` and `\` typed into the search box are literal characters, not patterns. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE clause of a list query; shared by the page and the CSV export so they always agree. */
export function listConditions(query: Omit<PreorderListQuery, "sort" | "dir" | "page">): SQL | undefined {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const reference = normalizeOrderReference(q);
    if (reference) {
      conditions.push(eq(preorders.reference, reference));
    } else {
      const pattern = `%${likeEscape(q)}%`;
      const digits = q.replace(/\D/g, "");
      const matches = [ilike(preorders.name, pattern), ilike(preorders.email, pattern)];
      // Phones are stored as typed ("+91 98765 43210"): compare digits only, and only when the
      // search looks like a phone number (stripping every row's phone costs a full pass).
      if (digits.length >= 4 && /^[\d\s()+-]+$/.test(q)) {
        matches.push(sql`regexp_replace(${preorders.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
      }
      conditions.push(or(...matches)!);
    }
  }
  if (query.state) conditions.push(eq(preorders.status, query.state));
  if (query.cancellation) conditions.push(isNotNull(preorders.cancellationRequestedAt));
  if (query.country) conditions.push(eq(preorders.country, query.country));
  if (query.product) {
    conditions.push(
      sql`exists (select 1 from ${preorderItems} i where i.preorder_id = ${preorders.id} and i.product_id = ${query.product})`,
    );
  }
  // Dates are whole UTC days; `to` includes its own day.
  if (query.from) conditions.push(gte(preorders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(preorders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

function orderBy(query: PreorderListQuery) {
  const dir = query.dir === "asc" ? asc : desc;
  const column = {
    created: preorders.createdAt,
    name: preorders.name,
    amount: preorders.preorderAmount,
    status: preorders.status,
  }[query.sort];
  // The id breaks ties, so a page boundary never shows a row twice or skips one.
  return [dir(column), dir(preorders.id)];
}

export interface PreorderListRow {
  id: string;
  reference: string;
  name: string;
  email: string;
  country: string;
  currency: Currency;
  preorderAmount: number;
  status: string;
  createdAt: Date;
  cancellationRequestedAt: Date | null;
}

/**
 * A search's matches are counted up to this many: counting every row that contains "gmail" would
 * read most of the table, while the first page only needs 25 of them.
 */
const SEARCH_COUNT_CAP = 1000;

/** One page of pre-orders and the total matching count. */
export async function listPreorders(db: Database, query: PreorderListQuery) {
  const where = listConditions(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: preorders.id,
        reference: preorders.reference,
        name: preorders.name,
        email: preorders.email,
        country: preorders.country,
        currency: preorders.currency,
        preorderAmount: preorders.preorderAmount,
        status: preorders.status,
        createdAt: preorders.createdAt,
        cancellationRequestedAt: preorders.cancellationRequestedAt,
      })
      .from(preorders)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    query.q
      ? db.select({ n: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(preorders)
            .where(where)
            .limit(SEARCH_COUNT_CAP + 1)
            .as("m"),
        )
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(preorders)
          .where(where),
  ]);
  const counted = count?.n ?? 0;
  const capped = counted > SEARCH_COUNT_CAP;
  const total = capped ? SEARCH_COUNT_CAP : counted;
  return {
    rows: rows as PreorderListRow[],
    total,
    /** True when there are more matches than `total` (a search counts up to SEARCH_COUNT_CAP). */
    capped,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
