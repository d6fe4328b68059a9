import { z } from "zod";
import { horizonProblem } from "~/lib/delivery-window";

/** The console's fulfilment forms (waves, balance links), checked by the server. */

const isoDate = z.iso.date("Use a date like 2027-09-15");

/**
 * Opening a delivery wave: the next `number` paid glasses orders in queue order, or every one up to
 * queue position `number`. The key is one per form render (it becomes the wave's id), so a second
 * click or a retry of the same form opens nothing more.
 */
export const openWaveForm = z.object({
  idempotencyKey: z.uuid("Reload the page and try again"),
  by: z.enum(["count", "position"], "Choose how the wave is chosen"),
  number: z.coerce
    .number("Enter a whole number")
    .int("Enter a whole number")
    .min(1, "Enter at least 1")
    .max(100_000, "At most 100000"),
  // Buyers are told this date (and their delivery window is set from it).
  shipDate: isoDate.superRefine((d, ctx) => {
    const problem = horizonProblem(d, "ship date");
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});
export type OpenWaveForm = z.infer<typeof openWaveForm>;
