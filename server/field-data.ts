import type { Request, RequestHandler } from "express";
import type { AppServices } from "~/context.server";
import { vitalsReportSchema } from "~/features/field-data/contract";
import { VITALS_ENDPOINT } from "~/features/field-data/metrics";
import { pruneVitals, recordVitals } from "~/features/field-data/server/vitals.server";
import { errorFacts } from "~/lib/db-errors.server";
import { badRequest, invalidField, unavailable, writeAnswer } from "~/lib/json-answer.server";

/** The route a path with no route of its own falls to (the not-found page's). */
const NOT_FOUND_ROUTE = "/*";

/**
 * POST /api/vitals: one page's web-vitals, sent by its beacon (JSON as text/plain). Answered here,
 * ahead of React Router, because only this layer holds the route table: the page's path is
 * matched to its route pattern (`/blog/:slug`, `/orders/:reference`) and only the pattern is kept,
 * so no address, reference or token is ever stored. Everything ahead of it still runs: same-origin,
 * its rate limit, the bounded body, the database-down guard. Nothing of the request but the
 * report is read: no cookie, address or user agent. Days older than the console shows are
 * deleted once a day, on the first report of the day.
 */
export function fieldDataEndpoint(options: {
  services: Pick<AppServices, "database" | "log">;
  patternOf(req: Request): string | undefined;
  routeOfPath(path: string): string | undefined;
}): RequestHandler {
  const { database, log } = options.services;
  let prunedOn = "";
  return (req, res, next) => {
    if (req.method !== "POST" || options.patternOf(req) !== VITALS_ENDPOINT) return next();
    let body: unknown;
    try {
      body = JSON.parse((res.locals.body as Buffer | undefined)?.toString("utf8") ?? "") as unknown;
    } catch {
      writeAnswer(res, badRequest("The request body is not valid JSON", "body"));
      return;
    }
    const report = vitalsReportSchema.safeParse(body);
    if (!report.success) {
      writeAnswer(res, invalidField(report.error.issues));
      return;
    }
    const route = options.routeOfPath(report.data.path.split(/[?#]/)[0]!) ?? NOT_FOUND_ROUTE;
    const today = new Date().toISOString().slice(0, 10);
    recordVitals(database.db, route, report.data)
      .then(() => {
        if (prunedOn !== today) {
          prunedOn = today;
          pruneVitals(database.db).catch((error: unknown) =>
            log.warn({ err: errorFacts(error) }, "field data: pruning old days failed"),
          );
        }
        if (!res.headersSent) res.status(204).end();
      })
      .catch((error: unknown) => {
        log.error({ err: errorFacts(error), operation: "record vitals" }, "field data: saving failed");
        if (!res.headersSent) writeAnswer(res, unavailable("Please try again shortly."));
      });
  };
}
