import type { Database } from "~/lib/db.server";
import type { Logger } from "~/lib/logger.server";
import { periodicTask, type BackgroundJob } from "~/lib/periodic-task.server";
import { deleteStaleLeads } from "./form-starts.server";

/** Its pass counts the leads deleted. */
export type LeadRetention = BackgroundJob;

/** Leads expire by the day: an hourly look keeps none more than an hour past its 30 days. */
const LEAD_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes unfinished pre-order forms (leads) 30 days after their last activity, as the privacy
 * policy promises. One delete statement per pass, so instances running it at once cannot clash.
 */
export function createLeadRetention(o: { db: Database; log: Logger; intervalMs?: number }): LeadRetention {
  const task = periodicTask(
    async () => {
      const deleted = await deleteStaleLeads(o.db);
      if (deleted > 0) o.log.info({ deleted }, "stale leads deleted");
      return deleted;
    },
    o.intervalMs ?? LEAD_RETENTION_INTERVAL_MS,
    (error: unknown) => {
      o.log.error({ reason: error instanceof Error ? error.name : "unknown" }, "lead retention pass failed");
      return 0;
    },
  );
  return { start: task.start, stop: task.stop, runOnce: task.run };
}
