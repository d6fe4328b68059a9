/**
 * Every e-mail the shop sends, by outbox kind: the list sits beside the outbox table in db/schema.ts
 * (the column is typed by it); this feature renders and delivers each one.
 */
import type { OutboxKind } from "../../../db/schema";

/** E-mails about no order: the feature that queues one registers how it is written (server/app.ts). */
export type StandaloneKind = Extract<OutboxKind, "operator_sign_in" | "order_links">;
/** E-mails about one order: notifications loads the order and writes each. */
export type OrderKind = Exclude<OutboxKind, StandaloneKind>;

/**
 * E-mails someone is waiting for at the screen (a sign-in link) or that confirm money taken (the
 * receipts): sent ahead of everything else due, so a wave of balance links or reminders queued
 * before them never delays them.
 */
export const URGENT_KINDS: readonly OutboxKind[] = [
  "operator_sign_in",
  "order_confirmation",
  "balance_received",
  "refund_email",
];
