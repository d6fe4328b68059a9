import { z } from "zod/mini";
import { DEVICE_CLASSES, METRICS, RATINGS } from "./metrics";

/**
 * One page's vitals as its beacon sends them: the page's path (the server keeps only the route it
 * matches, never the path), the device class, and each metric's value and rating, once each.
 * Nothing that names or tells apart a visitor: no id, no cookie, no user agent.
 */
export const vitalsReportSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2000), z.startsWith("/")),
  device: z.enum(DEVICE_CLASSES),
  metrics: z
    .array(
      z.object({
        name: z.enum(METRICS),
        // Milliseconds, or CLS's unitless score; a minute (or a score of 60) is already nonsense.
        value: z.number().check(z.gte(0), z.lte(60_000)),
        rating: z.enum(RATINGS),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(METRICS.length),
      z.refine((list) => new Set(list.map((m) => m.name)).size === list.length, "Each metric at most once"),
    ),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** The most a beacon may weigh: five metrics and a long path fit in a fraction of it. */
export const MAX_VITALS_BYTES = 4096;
