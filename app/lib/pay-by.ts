/**
 * The balance's pay-by date, one rule for every reader (the balance e-mail, its reminders, the order
 * page and the console's overdue list): the balance is due BALANCE_DUE_DAYS after its link went
 * out. After it the order keeps its booking and queue place and joins the next wave; it is never
 * cancelled for lateness without an operator.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the balance falls due. */
function payByMoment(requestedAt: Date, dueDays: number): Date {
  return new Date(requestedAt.getTime() + dueDays * DAY_MS);
}

/** A balance whose link went out before this moment is overdue now. */
export function overdueCutoff(now: Date, dueDays: number): Date {
  return new Date(now.getTime() - dueDays * DAY_MS);
}

/** The pay-by day as the shop's calendar names it ("15 December 2026"). */
export function payByWords(requestedAt: Date, dueDays: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(payByMoment(requestedAt, dueDays));
}
