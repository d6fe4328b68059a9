import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  whatsappConsents,
  whatsappMessages,
  whatsappStatuses,
  type WhatsappStatus,
} from "../../../../../db/schema";
import { STOP_WORDS } from "~/content/whatsapp";
import type { Database } from "~/lib/db.server";

/**
 * Meta's `X-Hub-Signature-256` (`sha256=` and the hex HMAC-SHA256 of the raw body under the app
 * secret), compared in constant time.
 */
export function isValidHubSignature(rawBody: string, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex"));
  const received = Buffer.from(header.slice("sha256=".length).toLowerCase());
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * The subscription handshake: Meta asks with `hub.mode=subscribe`, the verify token the shop set
 * and a challenge, and expects the challenge back. Null: not Meta, or not this shop's token.
 */
export function verificationChallenge(params: URLSearchParams, verifyToken: string): string | null {
  const token = params.get("hub.verify_token") ?? "";
  const challenge = params.get("hub.challenge");
  if (params.get("hub.mode") !== "subscribe" || !challenge || challenge.length > 200) return null;
  const [a, b] = [Buffer.from(token), Buffer.from(verifyToken)];
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z.array(z.object({ code: z.union([z.number(), z.string()]) })).optional(),
});
const messageSchema = z.object({
  from: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
/** The parts of Meta's event the shop reads; anything else in it is ignored. */
const eventSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(statusSchema).optional(),
            messages: z.array(messageSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** A status only moves forward (a late "sent" never hides "read"); a failure always shows. */
const RANK: Record<WhatsappStatus, number> = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 };
const isStatus = (s: string): s is WhatsappStatus => (whatsappStatuses as readonly string[]).includes(s);

export type WebhookOutcome = { ok: true; statuses: number; stopped: number } | { ok: false };

/**
 * A signed event: delivery statuses of the shop's messages are stored; a STOP reply withdraws the
 * consent of every order that gave the replying number. Unknown messages and kinds are ignored.
 */
export async function handleWhatsappEvent(db: Database, rawBody: string): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false };
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return { ok: false };
  const values = parsed.data.entry.flatMap((e) =>
    e.changes.filter((c) => c.field === "messages").map((c) => c.value),
  );
  let statuses = 0;
  for (const s of values.flatMap((v) => v.statuses ?? [])) {
    if (isStatus(s.status) && (await recordStatus(db, s))) statuses += 1;
  }
  const stopFrom = values
    .flatMap((v) => v.messages ?? [])
    .filter((m) => isStop(m.text?.body ?? m.button?.text ?? ""))
    .map((m) => m.from.replace(/\D/g, ""));
  const stopped = stopFrom.length > 0 ? await stopNumbers(db, [...new Set(stopFrom)]) : 0;
  return { ok: true, statuses, stopped };
}

const isStop = (text: string) => (STOP_WORDS as readonly string[]).includes(text.trim().toLowerCase());

async function recordStatus(db: Database, s: z.infer<typeof statusSchema>): Promise<boolean> {
  const status = s.status as WhatsappStatus;
  const seconds = Number(s.timestamp);
  const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
  const code = s.errors?.[0]?.code;
  const rankOf = sql.join(
    whatsappStatuses.map((name) => sql`when ${name} then ${RANK[name]}`),
    sql` `,
  );
  const updated = await db
    .update(whatsappMessages)
    .set({ status, statusAt: at, errorCode: code === undefined ? null : String(code).slice(0, 20) })
    .where(
      and(
        eq(whatsappMessages.id, s.id),
        sql`(case ${whatsappMessages.status} ${rankOf} else 0 end) < ${RANK[status]}`,
      ),
    )
    .returning({ id: whatsappMessages.id });
  return updated.length > 0;
}

/** Withdraws the consent of every order that gave one of these numbers; answers how many. */
async function stopNumbers(db: Database, waIds: string[]): Promise<number> {
  const stopped = await db
    .update(whatsappConsents)
    .set({ optedOutAt: new Date(), optOutSource: "stop_reply" })
    .where(and(inArray(whatsappConsents.waId, waIds), isNull(whatsappConsents.optedOutAt)))
    .returning({ preorderId: whatsappConsents.preorderId });
  return stopped.length;
}
