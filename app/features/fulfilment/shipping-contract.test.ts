import { expect, test } from "vitest";
import { shipForm, windowForm } from "./shipping-contract";

test("a shipment: a known carrier by its usual name, the tracking number without spaces, a blank reason absent", () => {
  expect(
    shipForm.parse({ carrier: " bluedart ", trackingNumber: "BD 1234 5678", prescriptionOverride: "  " }),
  ).toEqual({
    carrier: "Blue Dart",
    trackingNumber: "BD12345678",
    prescriptionOverride: undefined,
  });
  const refused = (fields: Record<string, string>) =>
    shipForm.safeParse({ carrier: "DHL", trackingNumber: "1234567890", ...fields }).error?.issues[0];
  expect(refused({ trackingNumber: "12" })).toMatchObject({ path: ["trackingNumber"] });
  expect(refused({ trackingNumber: "12345/678" })).toMatchObject({ path: ["trackingNumber"] });
  expect(refused({ carrier: "D" })).toMatchObject({ path: ["carrier"] });
  expect(refused({ carrier: "DHL\u0007" })).toMatchObject({ path: ["carrier"] });
  expect(refused({ prescriptionOverride: "ok" })).toMatchObject({ path: ["prescriptionOverride"] });
  expect(refused({ prescriptionOverride: "x".repeat(501) })).toMatchObject({
    path: ["prescriptionOverride"],
  });
});

test("a window: places from one (to the end when blank), real days in order, each error on its field", () => {
  expect(
    windowForm.parse({ queueFrom: "1", queueTo: "", startsOn: "2027-09-15", endsOn: "2027-09-30" }),
  ).toEqual({
    queueFrom: 1,
    queueTo: undefined,
    startsOn: "2027-09-15",
    endsOn: "2027-09-30",
  });
  const field = (fields: Record<string, string>) =>
    windowForm.safeParse({ queueFrom: "1", startsOn: "2027-09-15", endsOn: "2027-09-30", ...fields }).error
      ?.issues[0]?.path[0];
  expect(field({ queueFrom: "0" })).toBe("queueFrom");
  expect(field({ queueFrom: "1.5" })).toBe("queueFrom");
  expect(field({ queueTo: "0" })).toBe("queueTo");
  expect(field({ queueFrom: "10", queueTo: "9" })).toBe("queueTo");
  expect(field({ startsOn: "2027-02-30" })).toBe("startsOn");
  expect(field({ endsOn: "30/09/2027" })).toBe("endsOn");
  expect(field({ endsOn: "2027-09-14" })).toBe("endsOn");
});
