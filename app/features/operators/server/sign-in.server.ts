import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import { operatorSignInRequests, operatorSignInTokens } from "../../../../db/schema";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database } from "~/lib/db.server";
import { hashSecret } from "./tokens.server";

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

interface Limit {
  windowMs: number;
  limit: number;
}
const MINUTE = 60_000;
/**
 * Per address, operator's or not: three links a quarter hour is all a person needs, and ten a day
 * bounds what anyone can make the shop send to one inbox. Every address counts alike, so the
 * limit itself says nothing about who is an operator.
 */
const PER_ADDRESS: readonly Limit[] = [
  { windowMs: 15 * MINUTE, limit: 3 },
  { windowMs: 24 * 60 * MINUTE, limit: 10 },
];
/** Per client network (an IPv4 address, an IPv6 /56), against one client walking many addresses. */
const PER_CLIENT: Limit = { windowMs: 15 * MINUTE, limit: 5 };
/** Request rows older than this count for nothing and are pruned. */
export const REQUESTS_KEPT_MS = 24 * 60 * MINUTE;

export type SignInRequestOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface SignInRequest {
  email: string;
  /** The client's address as Express resolved it (TRUST_PROXY applied). */
  clientIp: string;
  /** False with RATE_LIMIT_DISABLED: the per-client limit is off (the per-address one never is). */
  limitClient: boolean;
  now?: Date;
}

/**
 * Asks for a sign-in link. The request itself never sends anything and never looks at
 * OPERATOR_EMAILS: for any address it takes the same locks, runs the same count and writes the
 * same two rows (the request, for the limits, and an outbox row the worker turns into a link only
 * if the address is an operator's). So the answer takes the same time whoever asks, and an
 * e-mail server's slowness never reaches it. Over a limit, nothing is written and the caller
 * says when to try again.
 */
export async function requestSignInLink(db: Database, request: SignInRequest): Promise<SignInRequestOutcome> {
  const address = request.email.trim().toLowerCase();
  const addressHash = hashSecret(`address:${address}`);
  const clientHash = hashSecret(`client:${ipKeyGenerator(request.clientIp)}`);
  const now = request.now ?? new Date();
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [recent, daily] = PER_ADDRESS as [Limit, Limit];

  return db.transaction(async (tx) => {
    // One request at a time per address and per client (address first, always, in two lock
    // spaces), so a burst cannot slip past a limit between the count and the insert.
    await tx.execute(
      sql`select pg_advisory_xact_lock(1, hashtext(${addressHash})), pg_advisory_xact_lock(2, hashtext(${clientHash}))`,
    );
    const window = (name: string, column: "address_hash" | "client_hash", hash: string, ms: number) => {
      const where = sql`${sql.identifier(column)} = ${hash} and created_at > ${since(ms)}::timestamptz`;
      return sql`count(*) filter (where ${where})::int as ${sql.identifier(`${name}_count`)},
        coalesce(extract(epoch from min(created_at) filter (where ${where})) * 1000, 0)::float8
          as ${sql.identifier(`${name}_oldest`)}`;
    };
    const result = await tx.execute(sql`
      select ${window("recent", "address_hash", addressHash, recent.windowMs)},
             ${window("daily", "address_hash", addressHash, daily.windowMs)},
             ${window("client", "client_hash", clientHash, PER_CLIENT.windowMs)}
      from ${operatorSignInRequests}
      where (address_hash = ${addressHash} or client_hash = ${clientHash})
        and created_at > ${since(REQUESTS_KEPT_MS)}::timestamptz`);
    // Both drivers answer `{ rows }`.
    const counts = (result as { rows: Record<string, number | string>[] }).rows[0] ?? {};
    const fact = (name: string): [number, number] => [
      Number(counts[`${name}_count`] ?? 0),
      Number(counts[`${name}_oldest`] ?? 0),
    ];
    const checks: [Limit, number, number][] = [
      [recent, ...fact("recent")],
      [daily, ...fact("daily")],
    ];
    if (request.limitClient) checks.push([PER_CLIENT, ...fact("client")]);
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
    const [made] = await tx
      .insert(operatorSignInRequests)
      .values({ addressHash, clientHash, createdAt: now })
      .returning({ id: operatorSignInRequests.id });
    // The outbox worker turns it into a link (see sign-in-mail.server.ts), or into nothing.
    await enqueueNotification(tx, {
      kind: "operator_sign_in",
      preorderId: null,
      subjectKey: made!.id,
      recipient: address,
    });
    return { ok: true };
  });
}

/**
 * Consumes a sign-in link: one atomic update marks it used only if it is unused and unexpired, so
 * two clicks racing each other get one session between them. Returns the operator's address.
 */
export async function consumeSignInLink(
  db: Database,
  token: string,
  operatorEmails: readonly string[],
  now = new Date(),
): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .update(operatorSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorSignInTokens.tokenHash, hashSecret(token)),
        isNull(operatorSignInTokens.usedAt),
        gt(operatorSignInTokens.expiresAt, now),
      ),
    )
    .returning({ email: operatorSignInTokens.email });
  // An address removed from OPERATOR_EMAILS since the link was sent no longer signs in.
  return row && operatorEmails.includes(row.email) ? row.email : null;
}
