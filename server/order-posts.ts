import type { Request, RequestHandler } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { matchPath } from "react-router";
import type { OrderLinks } from "~/lib/order-links.server";
import { refuseUnread } from "./body";
import { requestUrl } from "./request-handler";
import { actionPathname } from "./route-limits";

/** The buyer's order page, whose posts (a prescription's file among them) are guarded here. */
export const ORDER_PAGE = "/orders/:reference";

const NOT_FOUND = { error: "Not found", field: "t" };

const isRead = (req: Request) => req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS";

/**
 * A post to an order page whose link does not verify (the reference in the path, the token in
 * `t`) is answered 404 from the URL alone, as the page itself would answer it, before a byte of
 * its body is read: a stranger's upload is never held in memory nor its connection kept open.
 */
export function orderLinkBeforeBody(
  patternOf: (req: Request) => string | undefined,
  orderLinks: OrderLinks,
): RequestHandler {
  return (req, res, next) => {
    if (isRead(req) || patternOf(req) !== ORDER_PAGE) return next();
    // React Router's own matching found the route; its parameter as the page's action sees it.
    const reference = matchPath({ path: ORDER_PAGE, caseSensitive: false }, actionPathname(req))?.params
      .reference;
    if (reference && orderLinks.verify(reference, requestUrl(req).searchParams.get("t"))) return next();
    refuseUnread(req, res, 404, NOT_FOUND);
  };
}

/**
 * How many uploads one client network may have in flight at once: a buyer sends one file at a
 * time, and a valid link must not let anyone hold dozens of 5 MB bodies open together.
 */
const UPLOADS_IN_FLIGHT = 2;
const BUSY_RETRY_AFTER_S = 10;

/** Refuses (429, before reading it) an upload past the number one client may send at once. */
export function uploadsInFlight(isUpload: (req: Request) => boolean): RequestHandler {
  const open = new Map<string, number>();
  return (req, res, next) => {
    if (isRead(req) || !isUpload(req)) return next();
    const client = ipKeyGenerator(req.ip ?? "");
    const count = open.get(client) ?? 0;
    if (count >= UPLOADS_IN_FLIGHT) {
      res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_S));
      refuseUnread(req, res, 429, {
        error: `Too many uploads at once, try again in ${BUSY_RETRY_AFTER_S} seconds.`,
        field: "body",
      });
      return;
    }
    open.set(client, count + 1);
    res.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    next();
  };
}
