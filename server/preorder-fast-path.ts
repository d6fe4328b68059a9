import type { Request, RequestHandler } from "express";
import type { AppServices } from "~/context.server";
import { answerPreorderApi, UNREADABLE_BODY } from "~/features/preorder/server/submit.server";
import { writeAnswer } from "~/lib/json-answer.server";
import type { Region } from "~/lib/regions";

/**
 * POST /api/preorders with a JSON body, answered without React Router: the launch's busiest write.
 * React Router matches every request against the site's whole route table (a regular expression
 * per route, more than once) and copies the body into a fetch Request and the answer out of a
 * stream, which made up about half of a save's CPU time in a profile of 200 buyers saving at
 * once. Everything ahead of it in the stack still runs (same-origin check, rate limit, bounded
 * body, unstorable text, database down). The answer is the route module's (one function,
 * `answerPreorderApi`); that route still serves voice notes (multipart) and every other spelling
 * of the path, and a test holds both to the same status, body and headers.
 */
export function preorderFastPath(options: {
  services: Pick<AppServices, "database" | "log" | "env">;
  regionOf(req: Request): Region;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || req.path !== "/api/preorders" || !req.is("application/json")) return next();
    let body: unknown;
    try {
      body = JSON.parse((res.locals.body as Buffer | undefined)?.toString("utf8") ?? "") as unknown;
    } catch {
      writeAnswer(res, UNREADABLE_BODY);
      return;
    }
    answerPreorderApi(options.services, options.regionOf(req), { body })
      .then((answer) => {
        // A stalled database link: the database-down guard has answered 503 while the save waited.
        if (res.headersSent) return;
        writeAnswer(res, answer);
      })
      .catch(next);
  };
}
