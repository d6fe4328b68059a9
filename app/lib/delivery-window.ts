/**
 * Delivery dates in words, said one way by every page and e-mail: the shop's delivery start (the
 * DELIVERY_START setting, a month: "the end of September 2027") and the window an operator sets
 * for a range of the queue ("15–30 September 2027"). Dates always carry their year: deliveries
 * are months away, and a page or an e-mail is read long after it was made.
 */
import { MONTH_NAMES } from "~/content/months";

/** The first and last day a delivery is expected, as calendar dates (`YYYY-MM-DD`). */
export interface DeliveryWindow {
  startsOn: string;
  endsOn: string;
}

/** DELIVERY_START's shape: a year and a month, `2027-09`. */
export const DELIVERY_START_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month deliveries start in when DELIVERY_START is not set. */
export const DEFAULT_DELIVERY_START = "2027-09";

/** "The end of a month" is its last days from the 21st: the window DELIVERY_START stands for. */
const END_OF_MONTH_FROM = 21;

interface Day {
  year: number;
  month: number; // 1–12
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` date that exists (no 31 June), or undefined. */
function parseDay(iso: string): Day | undefined {
  const match = CALENDAR_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  return { year, month, day };
}

function dayOf(iso: string): Day {
  const parsed = parseDay(iso);
  // Dates come from date columns and validated forms: anything else is a bug upstream.
  if (!parsed) throw new Error(`not a calendar date: ${iso}`);
  return parsed;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");
const monthName = (d: Day) => MONTH_NAMES[d.month - 1]!;

/** True for a real calendar date written `YYYY-MM-DD`. */
function isCalendarDate(value: string): boolean {
  return parseDay(value) !== undefined;
}

/** The window a DELIVERY_START month stands for: from the 21st to the month's last day. */
export function monthEndWindow(month: string): DeliveryWindow {
  const match = DELIVERY_START_PATTERN.exec(month);
  if (!match) throw new Error(`not a year and month: ${month}`);
  const [year, m] = [Number(match[1]), Number(match[2])];
  return {
    startsOn: `${year}-${pad(m)}-${pad(END_OF_MONTH_FROM)}`,
    endsOn: `${year}-${pad(m)}-${pad(daysIn(year, m))}`,
  };
}

/** True when the window is exactly a month's end (what "the end of September 2027" means). */
export function isMonthEnd(window: DeliveryWindow): boolean {
  const [start, end] = [dayOf(window.startsOn), dayOf(window.endsOn)];
  return (
    start.year === end.year &&
    start.month === end.month &&
    start.day === END_OF_MONTH_FROM &&
    end.day === daysIn(end.year, end.month)
  );
}

/** "15 September 2027". */
export function calendarDateWords(iso: string): string {
  const d = dayOf(iso);
  return `${d.day} ${monthName(d)} ${d.year}`;
}

/**
 * A window inside a sentence: "the end of September 2027", "30 September 2027",
 * "15–30 September 2027", "25 September – 10 October 2027", "20 December 2027 – 10 January 2028".
 */
export function windowWords(window: DeliveryWindow): string {
  const [start, end] = [dayOf(window.startsOn), dayOf(window.endsOn)];
  if (isMonthEnd(window)) return `the end of ${monthName(start)} ${start.year}`;
  if (window.startsOn === window.endsOn) return calendarDateWords(window.startsOn);
  if (start.year !== end.year)
    return `${calendarDateWords(window.startsOn)} – ${calendarDateWords(window.endsOn)}`;
  if (start.month !== end.month) {
    return `${start.day} ${monthName(start)} – ${calendarDateWords(window.endsOn)}`;
  }
  return `${start.day}–${calendarDateWords(window.endsOn)}`;
}

/** A window on its own (a label's value, a heading): "End of September 2027", "15–30 September 2027". */
export function windowTitle(window: DeliveryWindow): string {
  const words = windowWords(window);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** When deliveries start, inside a sentence: "the end of September 2027". */
export function deliveryStartWords(deliveryStart: string): string {
  return windowWords(monthEndWindow(deliveryStart));
}

/** The shop's delivery promise: "Deliveries start from the end of September 2027, first come first served." */
export function deliveryStatement(deliveryStart: string): string {
  return `Deliveries start from ${deliveryStartWords(deliveryStart)}, first come first served.`;
}

/** The window a buyer is told: "Expected delivery: 15–30 September 2027." */
export function expectedDeliverySentence(window: DeliveryWindow): string {
  return `Expected delivery: ${windowWords(window)}.`;
}

/** True when both windows are the same days. */
export function sameWindow(a: DeliveryWindow, b: DeliveryWindow): boolean {
  return a.startsOn === b.startsOn && a.endsOn === b.endsOn;
}

/** Why a window cannot be used, or undefined: real dates, the end not before the start. */
export function windowProblem(window: DeliveryWindow, today = todayIso()): string | undefined {
  if (!isCalendarDate(window.startsOn)) return "Enter the first day as a date like 2027-09-15";
  if (!isCalendarDate(window.endsOn)) return "Enter the last day as a date like 2027-09-30";
  if (window.endsOn < window.startsOn) return "The last day cannot be before the first day";
  return (
    horizonProblem(window.startsOn, "first day", today) ?? horizonProblem(window.endsOn, "last day", today)
  );
}

/** Buyers are never told a date further ahead than this: it would be a guess, not a plan. */
const HORIZON_MONTHS = 18;

/** Today's calendar date (`YYYY-MM-DD`, UTC): the day a date told to buyers may not be before. */
function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Why a date told to buyers (a window's day, a wave's ship date) cannot be used, or undefined:
 * in the past it is wrong the moment it is sent, and more than HORIZON_MONTHS ahead it is no date.
 */
export function horizonProblem(isoDate: string, what: string, today = todayIso()): string | undefined {
  if (isoDate < today) return `The ${what} cannot be in the past`;
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + HORIZON_MONTHS);
  if (isoDate > limit.toISOString().slice(0, 10)) {
    return `The ${what} cannot be more than ${HORIZON_MONTHS} months ahead`;
  }
  return undefined;
}

/**
 * The delivery window a wave's ship date gives an order: in India the ship date to five business
 * days after it (Saturdays and Sundays are not business days); elsewhere the ship date to 14 days
 * after it (international transit).
 */
export function waveWindow(shipDate: string, country: string): DeliveryWindow {
  const day = new Date(`${shipDate}T00:00:00Z`);
  if (country === "IN") {
    let business = 0;
    while (business < 5) {
      day.setUTCDate(day.getUTCDate() + 1);
      const weekday = day.getUTCDay();
      if (weekday !== 0 && weekday !== 6) business++;
    }
  } else {
    day.setUTCDate(day.getUTCDate() + 14);
  }
  return { startsOn: shipDate, endsOn: day.toISOString().slice(0, 10) };
}
