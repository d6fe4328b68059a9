import { eq } from "drizzle-orm";
import { preorders } from "../../../../../db/schema";
import {
  isWhatsappUpdate,
  WHATSAPP_LANGUAGE,
  WHATSAPP_TEMPLATES,
  type WhatsappUpdateKind,
} from "~/content/whatsapp";
import { formatMoney } from "~/lib/money";
import type { NotificationContext } from "../context.server";
import { ORDER_COMPOSERS, type OrderComposer } from "../composers/index.server";
import type { PreorderRow } from "../composers/shared.server";
import { formatDateRange } from "../format";
import { deliveryWindowOf } from "../load.server";
import type { OutboxRow } from "../outbox-worker.server";
import { consentedNumber } from "./consent.server";
import type { WhatsappMessage } from "./sender.server";

/**
 * The WhatsApp template of an outbox row, or null when nothing is to be sent: no consent (never
 * given, or withdrawn since the row was queued: consent is read at send time), or the update no
 * longer applies (the e-mail's own rule, asked of its composer: a reminder for a balance paid
 * meanwhile goes out on neither channel).
 */
export async function composeWhatsapp(
  ctx: NotificationContext,
  row: OutboxRow,
): Promise<Omit<WhatsappMessage, "id"> | null> {
  if (!row.preorderId || !isWhatsappUpdate(row.kind)) return null;
  const to = await consentedNumber(ctx.db, row.preorderId);
  if (!to) return null;
  const [p] = await ctx.db.select().from(preorders).where(eq(preorders.id, row.preorderId));
  if (!p) throw new Error("pre-order missing");
  const emailComposer = (ORDER_COMPOSERS as Record<string, OrderComposer>)[row.kind]!;
  if (!(await emailComposer(ctx, row, p))) return null;
  const template = WHATSAPP_TEMPLATES[row.kind];
  const parameters = await templateVariables(ctx, row.kind, row, p);
  const preview = parameters.reduce<string>(
    (body, value, i) => body.replace(`{{${i + 1}}}`, value),
    template.body,
  );
  return { to, template: template.name, language: WHATSAPP_LANGUAGE, parameters, preview };
}

/** Each template's variables, in the order its body numbers them (content/whatsapp.ts). */
async function templateVariables(
  ctx: NotificationContext,
  kind: WhatsappUpdateKind,
  row: OutboxRow,
  p: PreorderRow,
): Promise<string[]> {
  const link = ctx.orderLinks.url(p.reference);
  const balance = formatMoney(p.remainingAmount, p.currency);
  switch (kind) {
    case "balance_due":
      return [p.name, p.reference, balance, link];
    case "balance_reminder":
      return [p.name, balance, p.reference, link];
    case "delivery_window_changed": {
      const window = await deliveryWindowOf(ctx.db, row.subjectKey);
      return [p.name, p.reference, formatDateRange(window.startsOn, window.endsOn), link];
    }
    case "order_dispatched":
      if (!p.carrier || !p.trackingNumber) throw new Error("tracking missing");
      return [p.name, p.reference, p.carrier, p.trackingNumber, link];
    case "order_delivered":
      return [p.name, p.reference, link];
  }
}
