import type { Request, RequestHandler, Response } from "express";
import { countryInfo } from "~/lib/country-info";
import type { Region } from "~/lib/regions";

/**
 * GET /api/country-info without the document stack: answered from a body made once per region,
 * with the security headers every response gets (taken from the security middleware once, at
 * start-up), the route's own Cache-Control and Vary, and a Content-Length instead of a stream.
 * The route module (app/routes/api/country-info.ts) stays the answer for every other spelling
 * (`/API/country-info/`, `.data`); a test holds both to the same body and headers.
 */
export function countryInfoFastPath(options: {
  regionOf(req: Request): Region;
  countryHeader: string | undefined;
  securityHeaders: readonly [string, string][];
}): RequestHandler {
  const bodies = new Map<string, Buffer>();
  const headers: [string, string][] = [
    ...options.securityHeaders,
    ["Cache-Control", "private, max-age=86400"],
    ["Content-Type", "application/json; charset=utf-8"],
  ];
  if (options.countryHeader) headers.push(["Vary", options.countryHeader]);
  return (req, res, next) => {
    if (req.path !== "/api/country-info" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const region = options.regionOf(req);
    const key = `${region.country}:${region.currency}`;
    let body = bodies.get(key);
    if (!body) {
      body = Buffer.from(JSON.stringify(countryInfo(region)));
      // Countries are a bounded set, so is this map.
      bodies.set(key, body);
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader("Content-Length", body.byteLength);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * The headers `handlers` set on a response to `path`, found by running them once on a stand-in
 * request and response. `nonce` is what the CSP nonce middleware would have stored; the caller
 * removes it from the policy when the response carries no inline script.
 */
export function headersSetBy(
  handlers: readonly RequestHandler[],
  path: string,
  nonce: string,
): [string, string][] {
  const set = new Map<string, [string, string]>();
  const res = {
    locals: { cspNonce: nonce },
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
    getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
  };
  const req = { method: "GET", url: path, path, originalUrl: path, headers: {}, secure: false };
  for (const handler of handlers) {
    let called = false;
    handler(req as unknown as Request, res as unknown as Response, () => (called = true));
    if (!called) throw new Error("A security middleware did not call next() synchronously");
  }
  return [...set.values()];
}
