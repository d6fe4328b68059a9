import type { RequestHandler } from "express";

/** Characters that mean the same whether percent-encoded or not (RFC 3986, section 2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a path: percent-encoded unreserved characters decoded (`/f%61q` → `/faq`),
 * the hex of the encodings that stay in upper case (`%c3` → `%C3`), and dot segments a decoded
 * `%2E` formed resolved. Undefined when the path is already canonical.
 */
export function canonicalSpelling(path: string): string | undefined {
  if (!path.includes("%")) return undefined;
  const spelt = path.replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  if (spelt === path) return undefined;
  // Leading slashes collapse to one: `//host/…` in a Location would name another site.
  return new URL(spelt, "http://localhost").pathname.replace(/^\/{2,}/, "/");
}

/**
 * Reads of a path spelt another way are redirected (301) to its canonical spelling, query kept.
 * Otherwise every spelling would be a page of its own: rendered and stored again by the page
 * cache, and missed by the header rules keyed on the path (`/%6Frders/…` would lose the order
 * page's `private, no-store` and `noindex`). The redirect itself is never stored, since its
 * query may hold an order link's token.
 */
export const canonicalPath: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const canonical = canonicalSpelling(req.path);
  if (canonical === undefined) return next();
  const query = req.originalUrl.indexOf("?");
  res.setHeader("Cache-Control", "private, no-store");
  res.redirect(301, canonical + (query === -1 ? "" : req.originalUrl.slice(query)));
};
