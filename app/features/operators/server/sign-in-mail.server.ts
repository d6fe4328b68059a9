import { lt } from "drizzle-orm";
import { operatorSignInRequests, operatorSignInTokens } from "../../../../db/schema";
import type { OutboxHandler } from "~/features/notifications/server/wiring.server";
import type { Database } from "~/lib/db.server";
import { REQUESTS_KEPT_MS, SIGN_IN_LINK_TTL_MS } from "./sign-in.server";
import { hashSecret, newSecret } from "./tokens.server";

/**
 * The outbox worker's side of a sign-in request: only here is the address checked against
 * OPERATOR_EMAILS, away from the request whose timing anyone can measure. An operator gets a fresh
 * one-time link (made now, so the token exists in clear only in the e-mail; a retried send makes
 * another); any other address gets nothing, nor does a request older than a link's lifetime.
 * Request rows past every limit's window are pruned.
 */
export function signInMailHandler(deps: {
  db: Database;
  operatorEmails: readonly string[];
  siteUrl: string;
}): OutboxHandler {
  return async (row) => {
    const now = new Date();
    await deps.db
      .delete(operatorSignInRequests)
      .where(lt(operatorSignInRequests.createdAt, new Date(now.getTime() - REQUESTS_KEPT_MS)));
    const email = row.recipient;
    if (!email || !deps.operatorEmails.includes(email)) return null;
    // Asked for longer ago than a link lives (the mail server was down meanwhile): the person has
    // moved on or asked again, and a link arriving hours later would only confuse.
    if (now.getTime() - row.createdAt.getTime() > SIGN_IN_LINK_TTL_MS) return null;
    const token = newSecret();
    await deps.db.insert(operatorSignInTokens).values({
      tokenHash: hashSecret(token),
      email,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
      createdAt: now,
    });
    const link = `${deps.siteUrl}/admin/verify?token=${token}`;
    // The renderer (React Email) loads with the first e-mail, not at start-up.
    const { renderSignInLinkEmail } = await import("~/features/notifications/server/sign-in-email.server");
    const message = await renderSignInLinkEmail({
      link,
      expiresInMinutes: SIGN_IN_LINK_TTL_MS / 60_000,
      siteUrl: deps.siteUrl,
    });
    return { to: email, ...message, holdsCredential: true };
  };
}
