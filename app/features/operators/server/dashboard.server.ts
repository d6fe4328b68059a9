import { sql } from "drizzle-orm";
import { CAPTURED, CLOSED, HOLDS_QUEUE_PLACE, IN_REVIEW, sqlList } from "../../../../db/order-status";
import { DEFAULT_SHOP_TIME_ZONE } from "~/lib/shop-time";
import type { Database } from "~/lib/db.server";
import type { Currency } from "~/lib/regions";

type Rows<T> = { rows: T[] };

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }`.
  const result: unknown = await db.execute(query);
  return (result as Rows<T>).rows;
}

export interface DashboardFigures {
  byState: { status: string; count: number }[];
  paidTotals: { currency: Currency; count: number; amountMinor: number }[];
  today: number;
  thisWeek: number;
  /** Visitors who started the form: leads still open plus every saved pre-order (a save removes its lead). */
  formStarts: number;
  paid: number;
  needsReview: number;
  /** Buyers who asked to cancel whose order is not closed yet (refunded in full, cancelled, lapsed). */
  openCancellations: number;
  /** Refunds an operator should see: pending at the gateway, or failed with nothing asked since. */
  refundsToWatch: RefundToWatch[];
  /**
   * Vue Glass units promised to buyers: the glasses on orders that hold a queue place
   * (HOLDS_QUEUE_PLACE), real orders and sandbox test orders apart.
   */
  glassesReserved: { real: number; test: number };
}

interface RefundToWatch {
  id: string;
  preorderId: string;
  reference: string;
  amountMinor: number;
  currency: Currency;
  status: "pending" | "failed";
  since: Date;
}

/**
 * The dashboard's figures in a handful of aggregate queries. Days and weeks are the shop's
 * (SHOP_TIME_ZONE; the week starts on Monday), the same on both engines.
 */
export async function dashboardFigures(
  db: Database,
  { timeZone = DEFAULT_SHOP_TIME_ZONE, now = new Date() }: { timeZone?: string; now?: Date } = {},
): Promise<DashboardFigures> {
  const startOf = (unit: "day" | "week") =>
    sql`date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`;
  const [byState, paidTotals, counts, watch, reserved] = await Promise.all([
    rows<{ status: string; count: number }>(
      db,
      sql`select status, count(*)::int as count from luxid_preorders group by status order by count desc`,
    ),
    // Everything captured and held, booking and balance (before refunds): a refund that failed
    // leaves the money with us, so refund_failed counts too.
    rows<{ currency: Currency; count: number; amount_minor: number | string }>(
      db,
      sql`select currency, count(*)::int as count,
            coalesce(sum(preorder_amount + coalesce(balance_amount, 0)), 0)::bigint as amount_minor
          from luxid_preorders where status in ${sql.raw(sqlList(CAPTURED))}
          group by currency order by currency`,
    ),
    rows<{
      today: number;
      week: number;
      leads: number;
      preorders: number;
      needs_review: number;
      cancellations: number;
    }>(
      db,
      sql`select
          (select count(*)::int from luxid_preorders where created_at >= ${startOf("day")}) as today,
          (select count(*)::int from luxid_preorders where created_at >= ${startOf("week")}) as week,
          (select count(*)::int from luxid_preorders_form_start) as leads,
          (select count(*)::int from luxid_preorders) as preorders,
          (select count(*)::int from luxid_preorders p where p.status in ${sql.raw(sqlList(IN_REVIEW))}
            and p.review_resolution is null) as needs_review,
          (select count(*)::int from luxid_preorders
            where cancellation_requested_at is not null
              and status not in ${sql.raw(sqlList(CLOSED))}) as cancellations`,
    ),
    rows<{
      id: string;
      preorder_id: string;
      reference: string;
      amount: number;
      currency: Currency;
      status: "pending" | "failed";
      since: Date | string;
    }>(
      db,
      sql`select r.id, r.preorder_id, p.reference, r.amount, r.currency, r.status, r.updated_at as since
          from luxid_refunds r join luxid_preorders p on p.id = r.preorder_id
          where r.status = 'pending' or (r.status = 'failed' and not exists (
            -- A failed refund is handled once a later one of the same order is asked or made
            -- (a booked order leaves refund_failed then; later states never enter it).
            select 1 from luxid_refunds later where later.preorder_id = r.preorder_id
              and later.created_at > r.created_at and later.status in ('pending', 'processed')))
          order by r.updated_at limit 50`,
    ),
    rows<{ real: number | string; test: number | string }>(
      db,
      sql`select coalesce(sum(i.quantity) filter (where not p.test_order), 0)::int as real,
            coalesce(sum(i.quantity) filter (where p.test_order), 0)::int as test
          from luxid_preorder_items i join luxid_preorders p on p.id = i.preorder_id
          where i.product_id = 'glasses' and p.status in ${sql.raw(sqlList(HOLDS_QUEUE_PLACE))}`,
    ),
  ]);
  const c = counts[0]!;
  const paid = paidTotals.reduce((sum, r) => sum + r.count, 0);
  return {
    byState,
    paidTotals: paidTotals.map((r) => ({
      currency: r.currency,
      count: r.count,
      amountMinor: Number(r.amount_minor),
    })),
    today: c.today,
    thisWeek: c.week,
    formStarts: c.leads + c.preorders,
    paid,
    needsReview: c.needs_review,
    openCancellations: c.cancellations,
    refundsToWatch: watch.map((r) => ({
      id: r.id,
      preorderId: r.preorder_id,
      reference: r.reference,
      amountMinor: Number(r.amount),
      currency: r.currency,
      status: r.status,
      since: new Date(r.since),
    })),
    glassesReserved: { real: Number(reserved[0]?.real ?? 0), test: Number(reserved[0]?.test ?? 0) },
  };
}
