import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { operatorSignInTokens } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import type { Mailer } from "~/lib/email/mailer.server";
import { hashSecret, newSecret } from "./tokens.server";

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Links per address per TTL window: beyond this, requests are dropped silently (same answer). */
const LINKS_PER_WINDOW = 3;

export interface SignInRequestDeps {
  db: Database;
  mailer: Mailer;
  operatorEmails: readonly string[];
  siteUrl: string;
  now?: Date;
}

/**
 * Sends a one-time sign-in link when `email` is an operator's. Answers nothing either way, so the
 * caller shows the same page whether or not the address is allowed.
 */
export async function requestSignInLink(deps: SignInRequestDeps, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  if (!deps.operatorEmails.includes(email)) return;
  const now = deps.now ?? new Date();
  const windowStart = new Date(now.getTime() - SIGN_IN_LINK_TTL_MS);
  const [recent] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorSignInTokens)
    .where(and(eq(operatorSignInTokens.email, email), gt(operatorSignInTokens.createdAt, windowStart)));
  if ((recent?.n ?? 0) >= LINKS_PER_WINDOW) return;

  const token = newSecret();
  await deps.db.insert(operatorSignInTokens).values({
    tokenHash: hashSecret(token),
    email,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
    createdAt: now,
  });
  const link = `${deps.siteUrl}/admin/verify?token=${token}`;
  await deps.mailer.send({
    id: `operator-sign-in-${hashSecret(token).slice(0, 16)}`,
    to: email,
    subject: "Your Luxid console sign-in link",
    text: `Sign in to the Luxid operator console:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.\n`,
    html: `<p>Sign in to the Luxid operator console:</p><p><a href="${link}">Sign in</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.</p>`,
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
