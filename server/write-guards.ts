import type express from "express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context.server";
import { MAX_VITALS_BYTES } from "~/features/field-data/contract";
import { VITALS_ENDPOINT } from "~/features/field-data/metrics";
import {
  MAX_PRESCRIPTION_BYTES,
  PRESCRIPTION_FILE_ERRORS,
  PRESCRIPTION_FILE_FIELD,
} from "~/features/fulfilment/contract";
import type { RateLimiters } from "~/lib/rate-limit.server";
import type { Region } from "~/lib/regions";
import { BODY_TOO_LARGE, boundedBody, readableBody } from "./body";
import { failFastWhileDatabaseDown } from "./database-down";
import { preorderFastPath } from "./preorder-fast-path";
import { readablePostRefusals } from "./refused-post-page";
import { fieldDataEndpoint } from "./field-data";
import { ORDER_PAGE, orderLinkBeforeBody, uploadsInFlight } from "./order-posts";
import { actionRoutePattern, routePatternOfPath, routeRateLimits } from "./route-limits";
import { sameOriginOnly } from "./security";

/**
 * Paths authenticated by signatures, which a gateway may POST from another site (the callback page
 * takes only its own form's same-site POST): its webhook, and the balance payment's result from
 * Razorpay's hosted page.
 */
const CROSS_SITE_POST_PATHS = [
  "/api/payments/webhook",
  "/api/payments/balance-return",
  "/api/whatsapp/webhook",
];

/**
 * Body size limits by the route that runs: a pre-order may carry a voice note (1 MB), a dispatch
 * upload a CSV file, gateway webhooks are small, everything else fits in 64 KB.
 */
const BODY_LIMITS: Record<string, number> = {
  "/api/preorders": 2 * 1024 * 1024,
  "/preorder": 2 * 1024 * 1024,
  "/api/payments/create": 2 * 1024 * 1024,
  "/api/payments/webhook": 16 * 1024,
  [VITALS_ENDPOINT]: MAX_VITALS_BYTES,
  // A dispatch file of up to 2000 rows, and its text again with the reasons when applied.
  "/admin/fulfilment/dispatch": 1024 * 1024,
};
const DEFAULT_BODY_BYTES = 64 * 1024;

/**
 * The buyer's order page takes a prescription photo or PDF (at most 5 MB) as a multipart post:
 * only such a post gets room for it, with 64 KB for the form's other parts and its framing. A
 * larger file is refused here, before it is held in memory, with the words the form would use.
 */
const ORDER_PAGE_UPLOAD_BYTES = MAX_PRESCRIPTION_BYTES + DEFAULT_BODY_BYTES;
const isMultipart = (req: express.Request) =>
  (req.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export interface WriteGuardOptions {
  build: ServerBuild;
  services: AppServices;
  rateLimiters: RateLimiters;
  regionOf: (req: express.Request) => Region;
}

/**
 * What every write passes before any route runs, in this order: same-origin, an order page's link
 * (checked from the URL, before the body), the upload budgets, the rate limit of the route whose
 * action runs, a body size bound, a body the route can read (its type, JSON depth, text
 * the database can store), and a quick 503 while
 * the database is down. Then the JSON fast paths that rely on all of them: the pre-order API and
 * field data (web-vitals beacons).
 */
export function mountWriteGuards(app: express.Express, options: WriteGuardOptions): void {
  const { build, services, rateLimiters } = options;
  // A form posted as a document and refused below is answered with a page, not JSON.
  app.use(readablePostRefusals);
  app.use(sameOriginOnly(CROSS_SITE_POST_PATHS, services.env.PUBLIC_SITE_URL));
  // The route whose action a write runs, found once per path for both the rate limit and the body bound.
  const patternOf = actionRoutePattern(build);
  // Lead capture saves while the visitor types, so it has its own budget instead of the generic one;
  // a buyer saves a pre-order a few times at most, so that action is stricter, whichever route
  // (the API or the page's own action) and however its path is spelt.
  const limit = (name: string, perMinute: number) =>
    rateLimiters.limiter({ name, windowMs: 60_000, limit: perMinute });
  const preorderLimit = limit("preorders", 10);
  // The callback page's script polls verify; its form ("Check payment status") asks the same.
  const verifyLimit = limit("payments-verify", 40);
  // Sign-in link checks per client: a handful per quarter hour is all a person needs. Link
  // requests (POST /admin) are limited by their action, per address and per client, so the
  // sign-in page itself can say when to try again.
  // Over it, the verify page itself says when to try again (a 429 with Retry-After), not a
  // refusal page or the shop's error page.
  const signInLimit = rateLimiters.limiter({
    name: "operator-sign-in",
    windowMs: 15 * 60_000,
    limit: 5,
    over: "mark",
  });
  // An order page's link is checked from its URL before anything else of the post is looked at.
  app.use(orderLinkBeforeBody(patternOf, services.orderLinks));
  const isOrderUpload = (req: express.Request) => patternOf(req) === ORDER_PAGE && isMultipart(req);
  // A buyer sends a prescription's file a few times at most: uploads have their own budget per
  // client, besides the page's, and only two at a time.
  const uploadLimit = rateLimiters.limiter({ name: "order-uploads", windowMs: 10 * 60_000, limit: 6 });
  app.use((req, res, next) => (isOrderUpload(req) ? uploadLimit(req, res, next) : next()));
  app.use(uploadsInFlight(isOrderUpload));
  app.use(
    routeRateLimits(patternOf, {
      byPattern: {
        "/api/preorders": preorderLimit,
        "/preorder": preorderLimit,
        "/api/form-starts/:sessionId": limit("form-starts", 60),
        // A beacon or two a page a visitor leaves (web-vitals reports some metrics only after the
        // page is hidden, which a second beacon at pagehide carries).
        [VITALS_ENDPOINT]: limit("vitals", 60),
        "/api/payments/create": limit("payments-create", 10),
        // Signed webhooks are answered 2xx and never counted; unsigned or invalid calls are.
        "/api/payments/verify": verifyLimit,
        "/payment-callback": verifyLimit,
        "/api/payments/sandbox": limit("payments-sandbox", 20),
        "/api/payments/webhook": rateLimiters.limiter({
          name: "webhook-refused",
          windowMs: 60_000,
          limit: 20,
          countFailuresOnly: true,
        }),
        // Meta's signed calls always pass; a client over this budget gets 429 for unsigned ones.
        "/api/whatsapp/webhook": rateLimiters.limiter({
          name: "whatsapp-webhook",
          windowMs: 60_000,
          limit: 60,
          over: "mark",
        }),
        "/admin": null,
        "/admin/verify": signInLimit,
      },
      fallback: limit("api-write", 30),
    }),
  );
  app.use(
    boundedBody(
      (req) => {
        const pattern = patternOf(req) ?? "";
        if (isOrderUpload(req)) return ORDER_PAGE_UPLOAD_BYTES;
        return BODY_LIMITS[pattern] ?? DEFAULT_BODY_BYTES;
      },
      (req) =>
        isOrderUpload(req)
          ? { error: PRESCRIPTION_FILE_ERRORS.tooLarge, field: PRESCRIPTION_FILE_FIELD }
          : BODY_TOO_LARGE,
    ),
  );
  // Pages' actions read forms; the JSON APIs live under /api.
  app.use(readableBody((req) => !(patternOf(req) ?? "").startsWith("/api/")));
  app.use(failFastWhileDatabaseDown(services.database));
  app.use(preorderFastPath({ services, regionOf: options.regionOf }));
  app.use(fieldDataEndpoint({ services, patternOf, routeOfPath: routePatternOfPath(build) }));
}
