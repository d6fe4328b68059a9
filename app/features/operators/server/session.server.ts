import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { operatorSessions } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { hashSecret, newSecret } from "./tokens.server";

/** A session unused for this long is over; every request within it extends it. */
const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** `last_seen_at` is rewritten at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface OperatorSession {
  email: string;
  csrfToken: string;
  tokenHash: string;
}

/**
 * The cookie's name: with HTTPS the `__Host-` prefix makes browsers refuse it unless it is Secure,
 * host-only and for path `/`, so a sibling subdomain cannot plant or shadow it. Plain-HTTP
 * development cannot use the prefix.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-luxid_operator" : "luxid_operator";
}

function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The Set-Cookie header value carrying a new session secret (or clearing it when `value` is empty). */
export function sessionCookie(request: Request, value: string): string {
  const secure = isSecureRequest(request);
  const parts = [`${sessionCookieName(secure)}=${value}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (secure) parts.push("Secure");
  if (!value) parts.push("Max-Age=0");
  return parts.join("; ");
}

/** The session secret the request's cookie carries, if any. */
export function readSessionSecret(request: Request): string | undefined {
  const name = sessionCookieName(isSecureRequest(request));
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || undefined;
  }
  return undefined;
}

/** Starts a session for `email`; returns the secret for the cookie (only its hash is stored). */
export async function createSession(db: Database, email: string): Promise<string> {
  const secret = newSecret();
  await db.insert(operatorSessions).values({ tokenHash: hashSecret(secret), email, csrfToken: newSecret() });
  return secret;
}

/** Who may hold a session now, and for how long: read from the environment on every request. */
export interface SessionPolicy {
  /** OPERATOR_EMAILS as it stands: an address taken out of it loses its sessions. */
  operatorEmails: readonly string[];
  /** The absolute lifetime of a session, however recently it was used. */
  maxAgeMs: number;
}

/**
 * The live session behind a cookie secret: not revoked, used within the idle limit, younger than
 * the maximum age, and held by an address that is still an operator's. The address is checked on
 * every request, not only at sign-in: removing it from OPERATOR_EMAILS (and restarting) ends its
 * sessions at their next request, and they are deleted then.
 */
export async function findSession(
  db: Database,
  secret: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<OperatorSession | null> {
  const tokenHash = hashSecret(secret);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const bornAfter = new Date(now.getTime() - policy.maxAgeMs);
  const [row] = await db
    .select({ email: operatorSessions.email, csrfToken: operatorSessions.csrfToken })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.lastSeenAt, idleSince),
        gt(operatorSessions.createdAt, bornAfter),
      ),
    );
  if (!row) return null;
  if (!policy.operatorEmails.includes(row.email)) {
    // Every session of a removed operator goes: none of them may ever be used again.
    await db.delete(operatorSessions).where(eq(operatorSessions.email, row.email));
    return null;
  }
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        lt(operatorSessions.lastSeenAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
      ),
    );
  return { ...row, tokenHash };
}

/** The session policy of the running app's environment. */
export function sessionPolicy(env: {
  OPERATOR_EMAILS: readonly string[];
  OPERATOR_SESSION_MAX_AGE_HOURS: number;
}): SessionPolicy {
  return { operatorEmails: env.OPERATOR_EMAILS, maxAgeMs: env.OPERATOR_SESSION_MAX_AGE_HOURS * 3_600_000 };
}

/** Ends one session, or (everywhere) every session of that operator. */
export async function revokeSessions(
  db: Database,
  session: OperatorSession,
  scope: "this" | "everywhere",
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        scope === "this"
          ? eq(operatorSessions.tokenHash, session.tokenHash)
          : eq(operatorSessions.email, session.email),
        isNull(operatorSessions.revokedAt),
      ),
    );
}
