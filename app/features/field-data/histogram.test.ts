import { expect, test } from "vitest";
import { bucketOf, bucketValue, p75, ratingOf, THRESHOLDS } from "./histogram";
import { METRICS } from "./metrics";

test("a value is kept as its bucket's lower edge: fine below a second, coarser above, capped", () => {
  expect(bucketOf("INP", 0)).toBe(0);
  expect(bucketOf("INP", 199.9)).toBe(180);
  expect(bucketOf("INP", 200)).toBe(200);
  expect(bucketOf("LCP", 2499)).toBe(2400);
  expect(bucketOf("LCP", 2500)).toBe(2500);
  expect(bucketOf("LCP", 12_345)).toBe(12_000);
  expect(bucketOf("TTFB", 59_000)).toBe(20_000);
  expect(bucketOf("CLS", 0.0999)).toBe(90);
  expect(bucketOf("CLS", 0.1)).toBe(100);
  expect(bucketOf("CLS", 0.73)).toBe(700);
  expect(bucketOf("CLS", 4)).toBe(1000);
  expect(bucketValue("CLS", 250)).toBe(0.25);
});

test("every Core Web Vitals threshold is a bucket edge, so a bucket is rated as its values are", () => {
  for (const metric of METRICS) {
    for (const threshold of THRESHOLDS[metric]) {
      const edge = bucketValue(metric, bucketOf(metric, threshold));
      expect(edge, `${metric} ${threshold}`).toBe(threshold);
      // Just above the threshold: the bucket's edge is the threshold, rated as the value above it
      // is, apart from the threshold itself (good at or below).
      const above = threshold * 1.0001;
      expect(bucketValue(metric, bucketOf(metric, above))).toBe(threshold);
    }
  }
  expect(ratingOf("LCP", 2500)).toBe("good");
  expect(ratingOf("LCP", 2600)).toBe("needs-improvement");
  expect(ratingOf("CLS", 0.26)).toBe("poor");
});

test("p75 is the bucket where three quarters of the values have been counted", () => {
  expect(p75("LCP", [])).toBeUndefined();
  const buckets = [
    { bucket: 3000, count: 1 },
    { bucket: 1000, count: 1 },
    { bucket: 5000, count: 1 },
    { bucket: 2000, count: 1 },
  ];
  expect(p75("LCP", buckets)).toBe(3000);
  expect(
    p75("CLS", [
      { bucket: 50, count: 3 },
      { bucket: 300, count: 1 },
    ]),
  ).toBe(0.05);
  expect(
    p75("CLS", [
      { bucket: 50, count: 2 },
      { bucket: 300, count: 2 },
    ]),
  ).toBe(0.3);
});
