import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { deliveryWindows } from "../../db/schema";
import type { Database } from "./db.server";

export interface DeliveryWindow {
  id: string;
  /** `YYYY-MM-DD` */
  startsOn: string;
  endsOn: string;
}

/**
 * The expected delivery window an operator set for a queue position: the newest window whose
 * range covers it, among test or real windows like the order. Null when none covers it (the
 * DELIVERY_START default applies).
 */
export async function windowForQueuePosition(
  db: Database,
  position: number,
  testOrder: boolean,
): Promise<DeliveryWindow | null> {
  const [row] = await db
    .select({ id: deliveryWindows.id, startsOn: deliveryWindows.startsOn, endsOn: deliveryWindows.endsOn })
    .from(deliveryWindows)
    .where(
      and(
        eq(deliveryWindows.testOrder, testOrder),
        lte(deliveryWindows.queueFrom, position),
        or(isNull(deliveryWindows.queueTo), gte(deliveryWindows.queueTo, position)),
      ),
    )
    .orderBy(desc(deliveryWindows.createdAt), desc(deliveryWindows.id))
    .limit(1);
  return row ?? null;
}
