/**
 * Moments as the shop reads them: in its own time zone (SHOP_TIME_ZONE, India's by default), with
 * the UTC moment beside it for anyone comparing with logs, the CSV export or the gateway. Numeric
 * parts only ("2026-11-27 01:30"): a month's short name differs between ICU versions (Sep/Sept),
 * and the server's text must equal the browser's when the page hydrates.
 */

export const DEFAULT_SHOP_TIME_ZONE = "Asia/Kolkata";

/** True for a time zone name this runtime knows ("Asia/Kolkata", "UTC"); false for anything else. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** "2026-11-27 01:30": the moment's date and time on the clocks of `timeZone`. */
export function formatInZone(moment: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(new Date(moment))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** "2026-11-26 20:00 UTC": the same moment in UTC, for the hover text. */
export function formatUtc(moment: Date | string): string {
  return `${new Date(moment).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
