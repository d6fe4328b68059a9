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
const DAY = 24 * 60 * MINUTE;
/**
 * Per address and client network together: three links a quarter hour is all a person needs, ten
 * a day more than enough. A stranger's requests for an address count against the stranger's
 * network only, so nobody can spend the budget of an operator's own machine.
 */
const PER_ADDRESS_AND_CLIENT: readonly Limit[] = [
  { windowMs: 15 * MINUTE, limit: 3 },
  { windowMs: DAY, limit: 10 },
];
/** Per client network (an IPv4 address, an IPv6 /56), against one client walking many addresses. */
const PER_CLIENT: Limit = { windowMs: 15 * MINUTE, limit: 5 };
/**
 * What the shop mails to one address a day, whoever asks: past it, a request is answered as any
 * other but sends nothing, unless it comes from a browser that signed in as that address before
 * (see known-device.server.ts). Many networks together can then flood no inbox, and still cannot
 * keep an operator out of the console.
 */
const MAIL_CEILING: Limit = { windowMs: DAY, limit: 10 };
/** Request rows older than this count for nothing and are pruned. */
export const REQUESTS_KEPT_MS = DAY;

export type SignInRequestOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface SignInRequest {
  email: string;
  /** The client's address as Express resolved it (TRUST_PROXY applied). */
  clientIp: string;
  /** False with RATE_LIMIT_DISABLED: the per-client limit is off (the per-address one never is). */
  limitClient: boolean;
  /** The browser signed in as this address before: the mail ceiling does not apply to it. */
  knownDevice: boolean;
  now?: Date;
}

/**
 * Asks for a sign-in link. The request itself never sends anything and never looks at
 * OPERATOR_EMAILS: for any address it takes the same locks, runs the same count and writes the
 * same rows (the request, for the limits, and an outbox row the worker turns into a link only
 * if the address is an operator's; none past the mail ceiling). So the answer is the same, in the
 * same time, whoever asks, and an e-mail server's slowness never reaches it. Over a limit of the
 * client's own, nothing is written and the caller says when to try again; the mail ceiling is
 * never told.
 */
export async function requestSignInLink(db: Database, request: SignInRequest): Promise<SignInRequestOutcome> {
  const address = request.email.trim().toLowerCase();
  const addressHash = hashSecret(`address:${address}`);
  const clientHash = hashSecret(`client:${ipKeyGenerator(request.clientIp)}`);
  const now = request.now ?? new Date();
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [recent, daily] = PER_ADDRESS_AND_CLIENT as [Limit, Limit];

  return db.transaction(async (tx) => {
    // One request at a time per address and per client (address first, always, in two lock
    // spaces), so a burst cannot slip past a limit between the count and the insert.
    await tx.execute(
      sql`select pg_advisory_xact_lock(1, hashtext(${addressHash})), pg_advisory_xact_lock(2, hashtext(${clientHash}))`,
    );
    const window = (name: string, where: ReturnType<typeof sql>, ms: number) => {
      const within = sql`(${where}) and created_at > ${since(ms)}::timestamptz`;
      return sql`count(*) filter (where ${within})::int as ${sql.identifier(`${name}_count`)},
        coalesce(extract(epoch from min(created_at) filter (where ${within})) * 1000, 0)::float8
          as ${sql.identifier(`${name}_oldest`)}`;
    };
    const both = sql`address_hash = ${addressHash} and client_hash = ${clientHash}`;
    const result = await tx.execute(sql`
      select ${window("recent", both, recent.windowMs)},
             ${window("daily", both, daily.windowMs)},
             ${window("client", sql`client_hash = ${clientHash}`, PER_CLIENT.windowMs)},
             ${window("mailed", sql`address_hash = ${addressHash} and mailed`, MAIL_CEILING.windowMs)}
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
    const mailed = request.knownDevice || fact("mailed")[0] < MAIL_CEILING.limit;
    const [made] = await tx
      .insert(operatorSignInRequests)
      .values({ addressHash, clientHash, mailed, createdAt: now })
      .returning({ id: operatorSignInRequests.id });
    if (!mailed) return { ok: true };
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
