import { expect, test } from "vitest";
import { formatSeconds, submitLabel } from "./preorder-text";

const base = {
  phase: "idle" as const,
  attempt: 1,
  hasItems: true,
  booking: 627_000,
  currency: "INR" as const,
};

test("the submit button's texts", () => {
  expect(submitLabel(base)).toBe("Proceed to Payment • ₹6,270 (20%)");
  expect(submitLabel({ ...base, currency: "USD", booking: 7_000 })).toBe("Proceed to Payment • $70 (20%)");
  expect(submitLabel({ ...base, hasItems: false })).toBe("Select Products First");
  expect(submitLabel({ ...base, phase: "saving" })).toBe("Processing...");
  expect(submitLabel({ ...base, phase: "saving", attempt: 2 })).toBe("Retry 2/3: Processing...");
  expect(submitLabel({ ...base, phase: "paying", attempt: 3 })).toBe("Retry 3/3: Opening Payment Gateway...");
  expect(submitLabel({ ...base, phase: "paying" })).toBe("Opening Payment Gateway...");
});

test("timer format", () => {
  expect(formatSeconds(0)).toBe("0:00");
  expect(formatSeconds(3_999)).toBe("0:03");
  expect(formatSeconds(30_000)).toBe("0:30");
});
