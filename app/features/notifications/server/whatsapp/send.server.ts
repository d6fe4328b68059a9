import { whatsappMessages } from "../../../../../db/schema";
import type { NotificationContext } from "../context.server";
import type { OutboxRow } from "../outbox-worker.server";
import { composeWhatsapp } from "./compose.server";
import type { WhatsappSender } from "./sender.server";

/**
 * Sends the WhatsApp message of an outbox row, when the buyer consents and the update still
 * applies, and records the Cloud API's message id: its delivery statuses arrive by webhook.
 */
export async function sendWhatsappRow(
  ctx: NotificationContext,
  sender: WhatsappSender,
  row: OutboxRow,
): Promise<void> {
  const message = await composeWhatsapp(ctx, row);
  if (!message || !row.preorderId) return;
  const { messageId } = await sender.send({ id: row.id, ...message });
  await ctx.db
    .insert(whatsappMessages)
    .values({ id: messageId, outboxId: row.id, preorderId: row.preorderId, template: message.template })
    .onConflictDoNothing();
}
