import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_SHOP_TIME_ZONE, formatInZone, formatUtc } from "~/lib/shop-time";

/** The shop's time zone (SHOP_TIME_ZONE), given once by the console's layout. */
export const ShopTimeZone = createContext(DEFAULT_SHOP_TIME_ZONE);

/**
 * A moment on the shop's clocks ("2026-11-27 01:30"), as a `<time>` whose machine value and hover
 * text are UTC; "—" (or `missing`) when there is none.
 */
export function ShopTime({
  value,
  missing = "—",
}: {
  value: Date | string | null | undefined;
  missing?: string;
}) {
  const timeZone = useContext(ShopTimeZone);
  if (!value) return <>{missing}</>;
  const moment = new Date(value);
  return (
    <time dateTime={moment.toISOString()} title={formatUtc(moment)} className="tabular-nums">
      {formatInZone(moment, timeZone)}
    </time>
  );
}

/** An entry of a dated console list (timeline, actions, corrections): its moment, dimmed, then what happened. */
export function TimedEntry({ at, children }: { at: Date | string; children: ReactNode }) {
  return (
    // A payment's or a refund's id in the entry wraps anywhere rather than widen a phone's page.
    <li className="[overflow-wrap:anywhere]">
      <span className="text-sm text-mist-300">
        <ShopTime value={at} />
      </span>{" "}
      {children}
    </li>
  );
}
