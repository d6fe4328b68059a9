import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { canonicalSpelling } from "./canonical-path";
import { requestUrl, SAME_ORIGIN_WRITE } from "./request-handler";

export interface SecurityOptions {
  /** Razorpay's checkout and API hosts are allowed only when real keys are configured. */
  razorpay: boolean;
  /** The public origin: HSTS is sent whenever it is https (TLS usually ends at a proxy). */
  siteUrl: string;
}

/** Features no page uses are off; the pre-order page records voice notes, so it may use the microphone. */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "usb",
];
const PAGES_WITH_MICROPHONE = /^\/preorder\/?$/i;

/**
 * The path as the router resolves it, which the header rules below are matched on: `/%61dmin`,
 * `/./admin` and `/ADMIN` are the console, `/%70reorder` the pre-order page (a form posted there
 * is answered with that page). Dot segments resolve; a leading `//` stays (the router answers 404).
 */
function routedPath(path: string): string {
  return new URL(`http://localhost${canonicalSpelling(path) ?? path}`).pathname;
}

/** Takes the routed path (`routedPath`). */
function permissionsPolicy(path: string): string {
  const microphone = PAGES_WITH_MICROPHONE.test(path) ? "microphone=(self)" : "microphone=()";
  return [microphone, ...DENIED_FEATURES.map((f) => `${f}=()`)].join(", ");
}

/**
 * Cross-Origin-Opener-Policy where a window reference from another site could harm (ADR 040): the
 * console (operator sessions, buyers' data) is cut off from every other window; an order page
 * (a buyer's address, the balance payment) from windows of other sites, but not from the popups
 * Razorpay's checkout opens and answers through `window.opener`. The public pages send none:
 * on a first visit the policy makes the browser swap to a new browsing context group, a fresh
 * renderer whose start (50-90 ms of main thread here, four times that on a phone) lands after
 * the first paint, and they hold nothing an opener could reach. Matched on the routed path.
 */
const OPENER_POLICIES: [pages: RegExp, policy: string][] = [
  [/^\/admin(\/|$)/i, "same-origin"],
  [/^\/orders(\/|$)/i, "same-origin-allow-popups"],
];

function openerPolicy(path: string): string | undefined {
  return OPENER_POLICIES.find(([pages]) => pages.test(path))?.[1];
}

/** A fresh CSP nonce per response, for React Router's inline scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** Helmet with a nonce-based CSP: no inline script runs without this response's nonce. */
export function securityHeaders({ razorpay, siteUrl }: SecurityOptions): RequestHandler[] {
  const httpsSite = siteUrl.startsWith("https://");
  const rzpScript = razorpay ? ["https://checkout.razorpay.com"] : [];
  const rzpFrames = razorpay ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : [];
  const rzpForms = razorpay ? ["https://api.razorpay.com"] : [];
  const rzpConnect = razorpay ? ["https://api.razorpay.com", "https://lumberjack.razorpay.com"] : [];
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            ...rzpScript,
          ],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "media-src": ["'self'", "blob:"],
          // Fonts, workers, the manifest, and (without Razorpay) connections and frames fall back to
          // default-src 'self': writing them out again said nothing new and cost every page ~100
          // header bytes of its first TCP window.
          ...(razorpay
            ? { "connect-src": ["'self'", ...rzpConnect], "frame-src": ["'self'", ...rzpFrames] }
            : {}),
          // Razorpay's hosted checkout takes the balance form of a browser without JavaScript.
          "form-action": ["'self'", ...rzpForms],
          "object-src": ["'none'"],
          "base-uri": ["'none'"],
          // Our own pages may frame the PDF manuals (/store/vuering/manual embeds one); nothing else.
          "frame-ancestors": [(req) => (req.url?.startsWith("/manuals/") ? "'self'" : "'none'")],
        },
      },
      // HSTS only means something over HTTPS; it is added below for an https site.
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
    }),
    (req, res, next) => {
      if (httpsSite || req.secure) {
        res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
      }
      const path = routedPath(req.path);
      res.setHeader("Permissions-Policy", permissionsPolicy(path));
      const opener = openerPolicy(path);
      if (opener) res.setHeader("Cross-Origin-Opener-Policy", opener);
      next();
    },
  ];
}

/**
 * Browser-only mutations must come from our own pages. The Sec-Fetch-Site header (or, in older
 * browsers, Origin) tells a cross-site form post or fetch apart from ours. An Origin must match
 * in scheme, host and port: the public site's origin, or the one this request was made to.
 *
 * This is the one origin check of the app: a post it accepts is marked, and React Router is shown
 * the origin accepted here (see `request-handler.ts`), so a browser's same-origin post is never
 * answered by React Router's narrower check with a bare 400. That check knows no Sec-Fetch-Site:
 * it refuses the `Origin: null` a browser sends under a no-referrer policy (the browser still says
 * `Sec-Fetch-Site: same-origin`, which no page can forge), and an https Origin when the proxy's
 * X-Forwarded-Proto is not trusted. A refused form post gets a page a person can read
 * (`readablePostRefusals`).
 */
export function sameOriginOnly(exemptPaths: readonly string[], siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  const httpsSite = siteOrigin.startsWith("https:");
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method) || exemptPaths.includes(req.path)) {
      return next();
    }
    const accept = () => {
      res.locals[SAME_ORIGIN_WRITE] = true;
      next();
    };
    const site = req.get("sec-fetch-site");
    if (site) {
      if (site === "same-origin" || site === "none") return accept();
    } else {
      const origin = req.get("origin");
      if (!origin) return next(); // non-browser clients (curl, tests) send neither
      try {
        const from = new URL(origin).origin;
        if (from === siteOrigin || from === requestUrl(req, httpsSite).origin) return accept();
      } catch {
        // fall through to refusal
      }
    }
    res.status(403).json({ error: "Cross-site requests are not allowed", field: null });
  };
}
