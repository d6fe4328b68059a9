import { eq } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import type { MailMessage } from "~/lib/email/mailer.server";
import { renderEmail } from "./email/render.server";
import type { NotificationContext } from "./context.server";
import type { OrderKind } from "../kinds";
import type { OutboxRow } from "./outbox-worker.server";
import { ORDER_COMPOSERS, type OrderComposer } from "./composers/index.server";
import { withDocumentLink } from "./composers/documents.server";

/**
 * The e-mail of an outbox row about an order: its data read now from the database (so a retry
 * days later says what is true then), rendered in the shop's layout. Throws when the order or
 * what the row names is missing: the row is retried, then stays visible in the console.
 */
export async function composeOrderEmail(
  ctx: NotificationContext,
  row: OutboxRow & { kind: OrderKind },
): Promise<Omit<MailMessage, "id"> | null> {
  const composer = (ORDER_COMPOSERS as Partial<Record<string, OrderComposer>>)[row.kind];
  if (!composer) throw new Error("unknown outbox kind");
  if (!row.preorderId) throw new Error("pre-order missing");
  const [p] = await ctx.db.select().from(preorders).where(eq(preorders.id, row.preorderId));
  if (!p) throw new Error("pre-order missing");
  const composed = await withDocumentLink(ctx, row.kind, row, p, await composer(ctx, row, p));
  if (!composed) return null;
  const email = await renderEmail(composed.content);
  return { to: composed.to === "buyer" ? p.email : ctx.staffEmail, ...email };
}
