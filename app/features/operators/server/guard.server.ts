import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { servicesContext } from "~/context.server";
import {
  findSession,
  readSessionSecret,
  sessionCookie,
  sessionPolicy,
  type OperatorSession,
} from "./session.server";
import { safeEqual } from "./tokens.server";

/** The hidden form field every console form carries. */
const CSRF_FIELD = "csrf";

export interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface Guarded {
  operator: OperatorSession;
  /** The parsed form of a mutating request (its CSRF token already checked); null for reads. */
  form: FormData | null;
}

const refuse = (status: number, error: string) => Response.json({ error }, { status });

/**
 * The one check behind every console request: the console layout's middleware runs it once per
 * request for every page under it, and the routes outside that layout (the CSV exports, the voice
 * note, the prescription file, sign-out) call it themselves. Without a live session a page redirects to
 * sign-in and data (`kind: "data"`) is a 401, before any query runs. A mutating request must also
 * come from our own origin and carry the session's CSRF token.
 */
export async function requireOperator(
  { request, context }: GuardArgs,
  { kind = "page" }: { kind?: "page" | "data" } = {},
): Promise<Guarded> {
  const { database, env } = context.get(servicesContext);
  const secret = readSessionSecret(request);
  const operator = secret ? await findSession(database.db, secret, sessionPolicy(env)) : null;
  if (!operator) {
    const clear = secret ? { "Set-Cookie": sessionCookie(request, "") } : undefined;
    if (kind === "data") throw refuse(401, "Sign in to the console first");
    throw redirect("/admin", { headers: clear });
  }
  if (request.method === "GET" || request.method === "HEAD") return { operator, form: null };

  if (!sameOrigin(request)) throw refuse(403, "Cross-site requests are not allowed");
  const form = await request.formData().catch(() => null);
  const token = form?.get(CSRF_FIELD);
  if (!form || typeof token !== "string" || !safeEqual(token, operator.csrfToken)) {
    throw refuse(403, "The form expired: reload the page and try again");
  }
  return { operator, form };
}

/**
 * Browsers send Sec-Fetch-Site (or at least Origin) with every POST; a console mutation without
 * either is refused, unlike the public API where non-browser clients are welcome.
 */
export function sameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

/** The signed-in operator of a console request under the console layout, set by its middleware. */
export const operatorContext = createContext<OperatorSession>();
/** The form of a console POST, parsed once by the middleware after its CSRF token was checked. */
const consoleFormContext = createContext<FormData>();

/**
 * The console layout's middleware: one session look-up per request (document or data), however
 * many loaders run under it, and for a mutation the origin and CSRF checks before any action.
 */
export const consoleMiddleware: MiddlewareFunction<Response> = async (args) => {
  const { operator, form } = await requireOperator(args);
  args.context.set(operatorContext, operator);
  if (form) args.context.set(consoleFormContext, form);
};

/** What a console action needs: who acts, and the form they posted (already CSRF-checked). */
export function consolePost(context: Readonly<RouterContextProvider>): {
  operator: OperatorSession;
  form: FormData;
} {
  return { operator: context.get(operatorContext), form: context.get(consoleFormContext) };
}
