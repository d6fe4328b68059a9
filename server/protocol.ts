import type { RequestHandler } from "express";

/** The methods some route answers; anything else (TRACE, CONNECT, PROPFIND…) is refused early. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Protocol hygiene before any route runs: unsupported methods get 405 with Allow, and a request
 * without a Host header (HTTP/1.0 allows one; Node only insists for HTTP/1.1) gets 400, because
 * absolute URLs, the same-origin check and the host-based routing all depend on it.
 */
export const protocolChecks: RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.includes(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    res.status(405).json({ error: "Method not allowed", field: null });
    return;
  }
  if (!req.headers.host) {
    res.status(400).json({ error: "A Host header is required", field: "host" });
    return;
  }
  next();
};
