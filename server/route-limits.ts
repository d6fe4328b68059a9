import type { Request, RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { requestUrl } from "./request-handler";

/**
 * Which route's action a mutation runs, found the way React Router finds it: the `.data` suffix of
 * single-fetch requests stripped, then React Router's own matching (percent-decoding, case,
 * trailing slash) on the route table of the build. Rate limits key on that route's path pattern,
 * so `/%61pi/preorders`, `/API/preorders/` and `/api/preorders.data` share one budget.
 */
export function actionRoutePattern(build: ServerBuild): (req: Request) => string | undefined {
  const patternOfPath = routePatternOfPath(build);
  return (req) => patternOfPath(actionPathname(req));
}

/** The path pattern of the route React Router would answer a path with, matched as it matches. */
export function routePatternOfPath(build: ServerBuild): (pathname: string) => string | undefined {
  const tree = routeTree(build);
  // matchRoutes flattens and ranks the whole table on every call: remember the answer per path
  // (bounded, since anyone can send any path).
  const known = new Map<string, string | undefined>();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname);
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.[matches.length - 1];
    const pattern = leaf ? (leaf.route as RouteObject & { pattern: string }).pattern : undefined;
    if (known.size >= 1000) known.clear();
    known.set(pathname, pattern);
    return pattern;
  };
}

/** The path whose action a request runs: the `.data` suffix of single-fetch requests stripped. */
export function actionPathname(req: Request): string {
  const pathname = requestUrl(req).pathname;
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** The manifest as a nested route tree, each route carrying its full path pattern. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const childrenOf = (parentId: string | undefined, parentPattern: string): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const pattern = joinPattern(parentPattern, r.path);
        const children = childrenOf(r.id, pattern);
        const base = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, pattern };
        return r.index ? { ...base, index: true } : { ...base, children };
      });
  return childrenOf(undefined, "");
}

function joinPattern(parent: string, path: string | undefined): string {
  if (path === undefined) return parent || "/";
  return `${parent.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

export interface RouteBudgets {
  /** Path patterns (as in the route table) with their own limiter; `null`: not limited here. */
  byPattern: Record<string, RequestHandler | null>;
  /** Every other mutation, wherever it runs, including paths no route matches. */
  fallback: RequestHandler;
}

/**
 * Applies the budget of the route a mutation runs (its pattern as `actionRoutePattern` finds it);
 * reads are never limited here.
 */
export function routeRateLimits(
  patternOf: (req: Request) => string | undefined,
  budgets: RouteBudgets,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const pattern = patternOf(req) ?? "";
    const limiter = pattern in budgets.byPattern ? budgets.byPattern[pattern] : budgets.fallback;
    if (limiter === null || limiter === undefined) return next();
    limiter(req, res, next);
  };
}
