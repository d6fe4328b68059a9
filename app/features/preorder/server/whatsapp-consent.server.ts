import { sql, type SQL } from "drizzle-orm";
import { whatsappConsents } from "../../../../db/schema";
import { WHATSAPP_CONSENT } from "~/content/whatsapp";
import { waIdOf } from "~/lib/whatsapp-number";
import type { ParsedPreorderRequest } from "../contract";

/** A ticked box with a number the Cloud API cannot address (no country code we can tell). */
export const UNADDRESSABLE = "unaddressable";

/**
 * The part of the pre-order's one statement that records the buyer's WhatsApp consent, with the
 * words the box showed (their version) and the number as the Cloud API addresses it: nothing when
 * the box was not ticked, UNADDRESSABLE when the number cannot be used.
 */
export function whatsappConsentInsert(
  request: ParsedPreorderRequest,
  country: string,
): SQL | typeof UNADDRESSABLE | null {
  if (!request.whatsappOptIn) return null;
  const waId = request.whatsapp ? waIdOf(request.whatsapp, country) : null;
  if (!waId) return UNADDRESSABLE;
  return sql`, new_whatsapp_consent as (
        insert into ${whatsappConsents} (preorder_id, wa_id, wording_version)
        select new_order.id, ${waId}::text, ${WHATSAPP_CONSENT.version}::text
        from new_order
      )`;
}
