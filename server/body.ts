import type { Request, RequestHandler, Response } from "express";

/** How long a refused upload's connection stays open, unread, for its client to read the 413. */
const REFUSED_UPLOAD_LINGER_MS = 1_000;

/**
 * Answers a request whose body will never be read, and drops the connection once the answer is
 * out. Node drains an unread body once the answer is sent (to keep the connection), and a
 * half-closed socket goes on reading until the client stops: so the socket stops reading (the
 * client's window fills and its writes wait), and is cut a moment later, once the client has had
 * time to read the answer (a reset at once could discard it in the client's buffers).
 */
export function refuseUnread(req: Request, res: Response, status: number, problem: BodyProblem): void {
  req.removeAllListeners("data");
  res.setHeader("Connection", "close");
  res.on("finish", () => {
    req.socket.pause();
    req.socket.end();
    setTimeout(() => req.socket.destroy(), REFUSED_UPLOAD_LINGER_MS).unref();
  });
  res.status(status).json(problem);
}

/**
 * How long a body may take: one that stalls between two pieces, or trickles for longer than a
 * buyer on a slow phone needs for the largest upload (5 MB), is cut with 408, so nobody holds a
 * connection and its buffered bytes open for minutes.
 */
const BODY_IDLE_MS = 10_000;
const BODY_TOTAL_MS = 120_000;
const SLOW_BODY: BodyProblem = { error: "The request body arrived too slowly", field: "body" };

/** The 413 of any route that words its own none. */
export const BODY_TOO_LARGE: BodyProblem = { error: "Request body too large", field: "body" };

/**
 * Reads the request body into memory, counting the bytes actually received: a chunked upload or
 * a Content-Length that lies is cut off with 413 as soon as it passes the limit, so memory holds
 * at most `limit` bytes per request. The bytes are left in `res.locals.body` for the route
 * handler. `problemFor` may word the 413 for a route (what its upload may weigh).
 */
export function boundedBody(
  limitFor: (req: Request) => number,
  problemFor: (req: Request) => BodyProblem = () => BODY_TOO_LARGE,
  timing: { idleMs: number; totalMs: number } = { idleMs: BODY_IDLE_MS, totalMs: BODY_TOTAL_MS },
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const limit = limitFor(req);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    let idle: NodeJS.Timeout | undefined;
    const total = setTimeout(() => refuse(408, SLOW_BODY), timing.totalMs);
    const stopTimers = () => {
      clearTimeout(total);
      clearTimeout(idle);
    };
    const waitForMore = () => {
      clearTimeout(idle);
      idle = setTimeout(() => refuse(408, SLOW_BODY), timing.idleMs);
    };
    // The rest of a refused upload is never read (see refuseUnread), and what was held is let go.
    const refuse = (status: number, problem: BodyProblem) => {
      if (done) return;
      done = true;
      stopTimers();
      chunks.length = 0;
      refuseUnread(req, res, status, problem);
    };
    if (Number(req.get("content-length") ?? 0) > limit) {
      refuse(413, problemFor(req));
      return;
    }
    waitForMore();
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) refuse(413, problemFor(req));
      else {
        chunks.push(chunk);
        waitForMore();
      }
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      stopTimers();
      res.locals.body = Buffer.concat(chunks, size);
      next();
    });
    const gone = () => {
      done = true;
      stopTimers();
      chunks.length = 0;
    };
    req.on("error", gone);
    res.on("close", gone);
  };
}

/**
 * Text a database cannot store or a person did not type: a NUL character, or the replacement
 * character that decoding invalid UTF-8 leaves behind.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /[\u0000\uFFFD]/;

/**
 * No payload of ours nests past a handful of levels. Deeper JSON is refused before it is parsed:
 * a 2 MB `[[[[…]]]]` is a million levels, and parsing then walking it blocked the process and
 * overflowed the stack.
 */
const MAX_JSON_DEPTH = 32;

/** True when the arrays and objects of `bytes`, read as JSON, nest deeper than `limit`. */
function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  // UTF-8 never puts these ASCII bytes inside a multi-byte character, so bytes can be scanned as is.
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next byte is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The path of the first string in `value` holding unstorable text, or undefined. */
function badTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string") return UNSTORABLE.test(value) ? path.join(".") || "body" : undefined;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return [...path, key].join(".");
      const found = badTextPath(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Text that parses as JSON is looked into (its depth bounded first); anything else is plain text. */
function jsonOrText(text: string): unknown {
  if (nestsDeeperThan(Buffer.from(text), MAX_JSON_DEPTH)) return TOO_DEEP;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
const TOO_DEEP = Symbol("too deep");

export interface BodyProblem {
  error: string;
  field: string;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const isForm = (type: string) => FORM_TYPES.some((t) => type.startsWith(t));

const problems = {
  unstorable: (field: string) => ({ error: "This field holds characters that cannot be stored", field }),
  tooDeep: (field: string) => ({
    error: `This field nests deeper than ${MAX_JSON_DEPTH} levels`,
    field,
  }),
  formsOnly: {
    error: "This address takes form posts only (application/x-www-form-urlencoded or multipart/form-data)",
    field: "content-type",
  },
  unreadableForm: { error: "The form could not be read", field: "body" },
} satisfies Record<string, BodyProblem | ((field: string) => BodyProblem)>;

/**
 * What makes a body unfit for any route, found before a route parses it, as a 400 naming the
 * field: a type the route does not take (page actions read forms; an API reads JSON whatever
 * the type, since beacons send it as text/plain), a form that cannot be read, JSON nested too
 * deep (the body, or a form field that holds JSON), or a NUL byte or invalid UTF-8 in any text
 * (a database error otherwise). Binary file parts are not text and are not checked.
 */
async function findBodyProblem(
  body: Buffer,
  contentType: string,
  { formsOnly }: { formsOnly: boolean },
): Promise<BodyProblem | undefined> {
  const type = contentType.toLowerCase();
  if (formsOnly && !isForm(type)) return problems.formsOnly;
  if (body.length === 0) return undefined;
  if (isForm(type)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType },
      }).formData();
    } catch {
      return problems.unreadableForm;
    }
    for (const [name, value] of form.entries()) {
      if (UNSTORABLE.test(name)) return problems.unstorable("body");
      if (typeof value !== "string") continue;
      const parsed = jsonOrText(value);
      if (parsed === TOO_DEEP) return problems.tooDeep(name);
      const found = badTextPath(parsed, []);
      if (found) return problems.unstorable(found === "body" ? name : found);
    }
    return undefined;
  }
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) return problems.tooDeep("body");
  if (type.startsWith("application/json") || type.startsWith("text/") || type === "") {
    const found = badTextPath(jsonOrText(new TextDecoder().decode(body)));
    if (found) return problems.unstorable(found);
  }
  return undefined;
}

/** Refuses a body no route may read (see `findBodyProblem`) with 400 naming the field. */
export function readableBody(formsOnly: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    const body = res.locals.body as Buffer | undefined;
    if (!body) return next();
    findBodyProblem(body, req.get("content-type") ?? "", { formsOnly: formsOnly(req) }).then((problem) => {
      if (!problem) return next();
      res.status(400).json(problem);
    }, next);
  };
}
