import { expect, test } from "vitest";
import {
  calendarDateWords,
  deliveryStartWords,
  deliveryStatement,
  expectedDeliverySentence,
  isMonthEnd,
  monthEndWindow,
  sameWindow,
  horizonProblem,
  waveWindow,
  windowProblem,
  windowTitle,
  windowWords,
} from "./delivery-window";

test("DELIVERY_START stands for the month's end, from the 21st to its last day (leap years included)", () => {
  expect(monthEndWindow("2027-09")).toEqual({ startsOn: "2027-09-21", endsOn: "2027-09-30" });
  expect(monthEndWindow("2028-02")).toEqual({ startsOn: "2028-02-21", endsOn: "2028-02-29" });
  expect(monthEndWindow("2027-02")).toEqual({ startsOn: "2027-02-21", endsOn: "2027-02-28" });
  expect(monthEndWindow("2027-12")).toEqual({ startsOn: "2027-12-21", endsOn: "2027-12-31" });
  expect(() => monthEndWindow("2027-13")).toThrow();
  expect(() => monthEndWindow("September")).toThrow();
});

test("the delivery start reads with its year wherever the site says it", () => {
  expect(deliveryStartWords("2027-09")).toBe("the end of September 2027");
  expect(deliveryStatement("2027-09")).toBe(
    "Deliveries start from the end of September 2027, first come first served.",
  );
  expect(deliveryStatement("2028-01")).toBe(
    "Deliveries start from the end of January 2028, first come first served.",
  );
});

test("a window is said once: one day, within a month, across months, across years", () => {
  expect(windowWords({ startsOn: "2027-09-30", endsOn: "2027-09-30" })).toBe("30 September 2027");
  expect(windowWords({ startsOn: "2027-09-15", endsOn: "2027-09-30" })).toBe("15–30 September 2027");
  expect(windowWords({ startsOn: "2027-09-25", endsOn: "2027-10-10" })).toBe(
    "25 September – 10 October 2027",
  );
  expect(windowWords({ startsOn: "2027-12-20", endsOn: "2028-01-10" })).toBe(
    "20 December 2027 – 10 January 2028",
  );
});

test("an operator's window that is exactly a month's end reads like the default", () => {
  const window = { startsOn: "2027-10-21", endsOn: "2027-10-31" };
  expect(isMonthEnd(window)).toBe(true);
  expect(windowWords(window)).toBe("the end of October 2027");
  expect(windowTitle(window)).toBe("The end of October 2027");
  // One day short of the month's end is a plain range.
  expect(isMonthEnd({ startsOn: "2027-10-21", endsOn: "2027-10-30" })).toBe(false);
  expect(windowTitle({ startsOn: "2027-10-01", endsOn: "2027-10-15" })).toBe("1–15 October 2027");
});

test("the buyer's sentence and single dates", () => {
  expect(expectedDeliverySentence({ startsOn: "2027-09-15", endsOn: "2027-09-30" })).toBe(
    "Expected delivery: 15–30 September 2027.",
  );
  expect(expectedDeliverySentence(monthEndWindow("2027-09"))).toBe(
    "Expected delivery: the end of September 2027.",
  );
  expect(calendarDateWords("2027-01-05")).toBe("5 January 2027");
});

test("only real, ordered dates make a window", () => {
  expect(windowProblem({ startsOn: "2027-09-15", endsOn: "2027-09-30" })).toBeUndefined();
  expect(windowProblem({ startsOn: "2027-09-15", endsOn: "2027-09-15" })).toBeUndefined();
  expect(windowProblem({ startsOn: "2027-06-31", endsOn: "2027-07-10" })).toMatch(/first day/);
  expect(windowProblem({ startsOn: "2027-09-15", endsOn: "15/09/2027" })).toMatch(/last day/);
  expect(windowProblem({ startsOn: "2027-09-15", endsOn: "2027-09-14" })).toMatch(/before the first/);
  expect(() => windowWords({ startsOn: "2027-02-30", endsOn: "2027-03-01" })).toThrow();
  expect(sameWindow(monthEndWindow("2027-09"), { startsOn: "2027-09-21", endsOn: "2027-09-30" })).toBe(true);
});

test("a window or ship date told to buyers: not in the past, not more than 18 months ahead", () => {
  const today = "2026-11-29";
  expect(horizonProblem("2026-11-29", "ship date", today)).toBeUndefined();
  expect(horizonProblem("2028-05-29", "ship date", today)).toBeUndefined();
  expect(horizonProblem("2026-11-28", "ship date", today)).toBe("The ship date cannot be in the past");
  expect(horizonProblem("2028-05-30", "ship date", today)).toBe(
    "The ship date cannot be more than 18 months ahead",
  );
  expect(windowProblem({ startsOn: "2020-01-01", endsOn: "2020-01-10" }, today)).toBe(
    "The first day cannot be in the past",
  );
  expect(windowProblem({ startsOn: "2027-01-01", endsOn: "9999-12-31" }, today)).toBe(
    "The last day cannot be more than 18 months ahead",
  );
});

test("a wave's ship date gives its orders their window: five business days in India, 14 days elsewhere", () => {
  // Friday 10 December 2027: the following Monday to Friday are the five business days.
  expect(waveWindow("2027-12-10", "IN")).toEqual({ startsOn: "2027-12-10", endsOn: "2027-12-17" });
  // Monday: the same week's Tuesday to the next Monday.
  expect(waveWindow("2027-12-06", "IN")).toEqual({ startsOn: "2027-12-06", endsOn: "2027-12-13" });
  expect(waveWindow("2027-12-10", "DE")).toEqual({ startsOn: "2027-12-10", endsOn: "2027-12-24" });
});
