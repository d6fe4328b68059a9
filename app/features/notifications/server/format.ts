/**
 * Dates as e-mails print them: always with the year ("15 September 2027"), since deliveries are
 * months away and an e-mail is read long after it is sent.
 */

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A calendar date ("2027-09-15", as the date columns hold it) → "15 September 2027"; no date
 * (a wave without a ship date, a link not yet sent) stays null for the words to say without one.
 */
export function formatDate(isoDate: string): string;
export function formatDate(isoDate: string | null): string | null;
export function formatDate(isoDate: string | null): string | null {
  return isoDate === null ? null : day.format(dateOnly(isoDate));
}

/**
 * A date range, said once: "15–30 September 2027", "25 September – 10 October 2027",
 * "20 December 2027 – 10 January 2028"; one day is just that day.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  const [start, end] = [dateOnly(startIso), dateOnly(endIso)];
  if (start.getTime() === end.getTime()) return day.format(start);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const sameMonth = sameYear && start.getUTCMonth() === end.getUTCMonth();
  if (sameMonth) return `${start.getUTCDate()}–${day.format(end)}`;
  const startWords = sameYear ? day.format(start).replace(/ \d{4}$/, "") : day.format(start);
  return `${startWords} – ${day.format(end)}`;
}

/** Dates travel as `YYYY-MM-DD`; anything else is a bug upstream, not something to guess at. */
function dateOnly(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`not a calendar date: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The calendar date (`YYYY-MM-DD`) a moment falls on in the shop's time zone. */
export function isoDay(moment: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  }).format(moment);
}
