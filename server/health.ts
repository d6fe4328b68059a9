import type { RequestHandler } from "express";
import express from "express";
import type { DatabaseHandle } from "~/lib/db.server";
import type { PublicConfig } from "~/lib/env.server";
import { RETRY_AFTER_SECONDS } from "~/lib/json-answer.server";
import type { Logger } from "~/lib/logger.server";

/** One log line per answered request: method, path, status and time taken. */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const start = performance.now();
    res.on("finish", () => {
      // The path only: query strings could carry identifiers and never reach the logs.
      log.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - start),
        },
        "request",
      );
    });
    next();
  };
}

/**
 * `/healthz` (the process answers) and `/readyz` (the database answers too), for a load balancer
 * or an orchestrator; not ready is a 503 with Retry-After, as every "come back shortly".
 */
export function healthChecks(database: Pick<DatabaseHandle, "engine" | "ping">, config: PublicConfig) {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const facts = { database: database.engine, payments: config.paymentsMode };
    try {
      await database.ping();
      res.json({ status: "ready", ...facts });
    } catch {
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.status(503).json({ status: "unavailable", ...facts });
    }
  });
  return router;
}
