/**
 * Field data: what real visitors' browsers measure on our pages (web-vitals), the words the page
 * and the server share. Plain constants, so the browser's module carries nothing else.
 */

/** Where a page sends its vitals (navigator.sendBeacon, JSON as text/plain). */
export const VITALS_ENDPOINT = "/api/vitals";

/** The metrics reported: the three Core Web Vitals, then first paint and the first byte. */
export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

/** A coarse device class: a narrow screen (under the site's 768 px breakpoint) or not. */
export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export const MOBILE_QUERY = "(max-width: 767px)";

/** web-vitals' ratings, as the browser judged them. */
export const RATINGS = ["good", "needs-improvement", "poor"] as const;
