import type { Database } from "~/lib/db.server";
import type { OrderLinks } from "~/lib/order-links.server";
import type { SupportContact } from "~/lib/support-contact";

/** What composing any e-mail may read: the database and the shop's settings. */
export interface NotificationContext {
  db: Database;
  /** PUBLIC_SITE_URL without its trailing slash. */
  siteUrl: string;
  /** Staff alerts go here (STAFF_EMAIL, else SUPPORT_EMAIL). */
  staffEmail: string;
  support: SupportContact;
  /** Sandbox payments: every order e-mail says it is a test. */
  testMode: boolean;
  orderLinks: OrderLinks;
  /** The shop's calendar, for the days e-mails name ("dispatched on 3 October 2027"). */
  timeZone: string;
  /** The month deliveries start (DELIVERY_START): the window of buyers the console set none for. */
  deliveryStart: string;
  /** WhatsApp updates reach buyers who asked (the Cloud API, or a test shop's files): e-mails may say so. */
  whatsappUpdates: boolean;
  /** BALANCE_DUE_DAYS: the balance is due this many days after its link (lib/pay-by.ts). */
  balanceDueDays: number;
}

/** The order's page in the operator console. */
export const consoleUrl = (ctx: Pick<NotificationContext, "siteUrl">, preorderId: string) =>
  `${ctx.siteUrl}/admin/preorders/${preorderId}`;
