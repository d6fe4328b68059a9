import type { AppServices } from "~/context.server";
import { orderDocumentsByReference } from "~/features/documents/server/read.server";
import { supplyAddressState } from "~/features/documents/server/supply-address.server";
import { loadBuyerForms } from "~/features/fulfilment/server/buyer-forms.server";
import { orderProgress } from "~/features/fulfilment/server/order-progress.server";
import { loadRingSize } from "~/features/fulfilment/server/ring-size.server";
import { whatsappChoice } from "~/features/notifications/server/whatsapp/consent.server";
import { documentPaths } from "~/lib/document-links";
import { whatsappUpdatesOn } from "~/lib/env-whatsapp";
import { loadOrderPage } from "./order-page.server";

/**
 * Everything the buyer's order page shows, read at once: the order and its money, the forms still
 * open (address, prescription, ring size, the supply address an invoice needs), its progress, the
 * WhatsApp choice and the GST documents issued. Null for an unknown reference (the route's 404).
 */
export async function orderPageData(services: AppServices, reference: string, url: URL) {
  const db = services.database.db;
  const [order, buyerForms, progress, ringSize, whatsapp, issued, supplyAddress] = await Promise.all([
    loadOrderPage(db, reference, {
      dueDays: services.env.BALANCE_DUE_DAYS,
      timeZone: services.env.SHOP_TIME_ZONE,
    }),
    loadBuyerForms(db, reference),
    orderProgress(db, reference, services.env.DELIVERY_START),
    loadRingSize(db, reference),
    whatsappChoice(db, reference),
    orderDocumentsByReference(db, reference),
    supplyAddressState(db, reference),
  ]);
  if (!order || !buyerForms || !whatsapp) return null;
  const search = url.searchParams;
  const pagePath = services.orderLinks.path(reference);
  return {
    order,
    buyerForms,
    progress,
    ringSize,
    // How a payment made from this page ended, as the gateway's return sent the buyer back.
    returned: { balance: search.get("balance"), booking: search.get("booking") },
    // An action that just went through and redirected here (a cancellation).
    done: search.get("done"),
    paymentsMode: services.config.paymentsMode,
    whatsapp,
    whatsappSending: whatsappUpdatesOn(services.env),
    documents: issued.map((d) => ({ ...d, paths: documentPaths(pagePath, d.number) })),
    supplyAddress,
  };
}
