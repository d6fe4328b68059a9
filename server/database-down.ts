import type { RequestHandler } from "express";
import type { DatabaseHandle } from "~/lib/db.server";
import { send, unavailable } from "~/lib/json-answer.server";

const DOWN = unavailable("We are having trouble saving right now. Please try again shortly.");

/**
 * While the database is unreachable, nobody waits for a time-out: a write is answered 503 with
 * Retry-After at once, and a request already waiting on the database when it goes away is
 * answered the same way the moment the health check notices. Its work may still finish later;
 * nothing was acknowledged, and a retry with the same idempotency key finds it.
 */
export function failFastWhileDatabaseDown(database: DatabaseHandle): RequestHandler {
  return (req, res, next) => {
    const answer = () => {
      if (res.headersSent) return;
      send(res, DOWN);
    };
    if (!database.available && req.method !== "GET" && req.method !== "HEAD") {
      answer();
      return;
    }
    const stop = database.onUnavailable(answer);
    res.on("close", stop);
    next();
  };
}
