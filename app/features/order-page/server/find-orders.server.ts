import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, gt, like, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import { outbox, preorders } from "../../../../db/schema";
import type { OutboxHandler } from "~/features/notifications/server/wiring.server";
import { audit } from "~/lib/audit-log.server";
import type { OrderLinks } from "~/lib/order-links.server";
import { ORDER_STATUS_TEXT } from "../contract";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database } from "~/lib/db.server";

const MINUTE = 60_000;

interface Limit {
  windowMs: number;
  limit: number;
}

/**
 * Per address: three e-mails a quarter hour is all a person needs, and ten a day bounds what
 * anyone can make the shop send to one inbox. Every address counts alike, whether it has orders
 * or not, so the limit says nothing about who is a buyer.
 */
const PER_ADDRESS: readonly Limit[] = [
  { windowMs: 15 * MINUTE, limit: 3 },
  { windowMs: 24 * 60 * MINUTE, limit: 10 },
];
/** Per client network (an IPv4 address, an IPv6 /56), against one client walking many addresses. */
const PER_CLIENT: Limit = { windowMs: 15 * MINUTE, limit: 5 };

export type FindOrdersOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Asks for the e-mail with links to every order on an address. The request never looks at the
 * orders: for any address it runs the same count and queues the same outbox row, and the worker
 * sends the e-mail only if the address has orders. So the answer is the same, in the same time,
 * whether or not it has any. The limits count the requests' outbox rows, whose subject carries
 * digests of the address and the client (never either in clear; the address itself is cleared
 * from the row once handled). Over a limit nothing is queued and the caller says when to retry.
 */
export async function requestOrderLinks(
  db: Database,
  request: { email: string; clientIp: string; limitClient: boolean },
): Promise<FindOrdersOutcome> {
  const address = request.email.trim().toLowerCase();
  const addressKey = `a:${digest(`find-orders-address:${address}`)}`;
  const clientKey = `c:${digest(`find-orders-client:${ipKeyGenerator(request.clientIp)}`)}`;
  const now = new Date();

  return db.transaction(async (tx) => {
    // One request at a time per address and per client, so a burst cannot slip past a limit
    // between the count and the insert.
    await tx.execute(
      sql`select pg_advisory_xact_lock(3, hashtext(${addressKey})), pg_advisory_xact_lock(4, hashtext(${clientKey}))`,
    );
    const counted = async (pattern: string, rule: Limit): Promise<[Limit, number, number]> => {
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<number | null>`(extract(epoch from min(${outbox.createdAt})) * 1000)::float8`,
        })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, "order_links"),
            like(outbox.subjectKey, pattern),
            gt(outbox.createdAt, new Date(now.getTime() - rule.windowMs)),
          ),
        );
      return [rule, Number(row?.count ?? 0), Number(row?.oldest ?? 0)];
    };
    const checks: [Limit, number, number][] = [];
    for (const rule of PER_ADDRESS) checks.push(await counted(`${addressKey}|%`, rule));
    if (request.limitClient) checks.push(await counted(`%|${clientKey}|%`, PER_CLIENT));
    // Over a limit: free again when its oldest counted request leaves the window.
    const freeAt = Math.max(
      0,
      ...checks
        .filter(([rule, count]) => count >= rule.limit)
        .map(([rule, , oldest]) => oldest + rule.windowMs),
    );
    if (freeAt > 0) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await enqueueNotification(tx, {
      kind: "order_links",
      preorderId: null,
      subjectKey: `${addressKey}|${clientKey}|${randomUUID()}`,
      recipient: address,
    });
    return { ok: true };
  });
}

/** Queues the e-mail of an order's link (and the address's other orders) from the console. */
export async function resendOrderLinks(
  db: Database,
  input: { preorderId: string; operatorEmail: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ email: preorders.email, reference: preorders.reference })
      .from(preorders)
      .where(eq(preorders.id, input.preorderId));
    if (!order) return false;
    await audit(tx, {
      operatorEmail: input.operatorEmail,
      action: "order.link_resent",
      preorderId: input.preorderId,
      detail: `order link of ${order.reference} e-mailed to the buyer again`,
    });
    await enqueueNotification(tx, {
      kind: "order_links",
      preorderId: null,
      subjectKey: `console|${randomUUID()}`,
      recipient: order.email.trim().toLowerCase(),
    });
    return true;
  });
}

/**
 * The outbox worker's side: the orders on the address, newest first, each with its page's link.
 * An address without orders gets nothing (the request's answer was the same either way).
 */
export function orderLinksMailHandler(deps: {
  db: Database;
  orderLinks: OrderLinks;
  siteUrl: string;
}): OutboxHandler {
  return async (row) => {
    const email = row.recipient;
    if (!email) return null;
    const found = await deps.db
      .select({ reference: preorders.reference, createdAt: preorders.createdAt, status: preorders.status })
      .from(preorders)
      .where(sql`lower(${preorders.email}) = ${email}`)
      .orderBy(desc(preorders.createdAt))
      .limit(50);
    if (found.length === 0) return null;
    // The renderer (React Email) loads with the first e-mail, not at start-up.
    const { renderOrderLinksEmail } =
      await import("~/features/notifications/server/order-links-email.server");
    const message = await renderOrderLinksEmail({
      siteUrl: deps.siteUrl,
      orders: found.map((o) => ({
        reference: o.reference,
        placedOn: o.createdAt.toISOString().slice(0, 10),
        status: ORDER_STATUS_TEXT[o.status].label,
        url: deps.orderLinks.url(o.reference),
      })),
    });
    return { to: email, ...message };
  };
}
