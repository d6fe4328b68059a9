import type { Request, RequestHandler } from "express";

const tooLarge = { error: "Request body too large", field: "body" };

/**
 * Reads the request body into memory, counting the bytes actually received: a chunked upload or
 * a Content-Length that lies is cut off with 413 as soon as it passes the limit, so memory holds
 * at most `limit` bytes per request. The bytes are left in `res.locals.body` for the route
 * handler.
 */
export function boundedBody(limitFor: (req: Request) => number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const limit = limitFor(req);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    // The rest of an oversized upload is never read: the answer closes the connection.
    const refuse = () => {
      done = true;
      req.removeAllListeners("data");
      res.setHeader("Connection", "close");
      res.on("finish", () => req.socket.destroySoon());
      res.status(413).json(tooLarge);
    };
    if (Number(req.get("content-length") ?? 0) > limit) {
      refuse();
      return;
    }
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      res.locals.body = Buffer.concat(chunks, size);
      next();
    });
    req.on("error", () => {
      done = true;
    });
  };
}

/**
 * Text a database cannot store or a person did not type: a NUL character, or the replacement
 * character that decoding invalid UTF-8 leaves behind.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /[\u0000\uFFFD]/;

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

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Finds the field holding a NUL byte or invalid UTF-8 in a JSON, form or multipart body (form
 * parts that hold JSON are looked into), so the answer is a 400 naming it rather than a
 * database error. Binary file parts are not text and are not checked.
 */
export async function findUnstorableField(body: Buffer, contentType: string): Promise<string | undefined> {
  if (body.length === 0) return undefined;
  const type = contentType.toLowerCase();
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType },
      }).formData();
    } catch {
      return undefined; // malformed: the route answers its own 400
    }
    for (const [name, value] of form.entries()) {
      if (UNSTORABLE.test(name)) return "body";
      if (typeof value !== "string") continue;
      const found = badTextPath(jsonOrText(value), []);
      if (found) return found === "body" ? name : found;
    }
    return undefined;
  }
  if (type.startsWith("application/json") || type.startsWith("text/")) {
    return badTextPath(jsonOrText(new TextDecoder().decode(body)));
  }
  return undefined;
}

/** Refuses a body with unstorable text with 400 naming the field. */
export const storableText: RequestHandler = (req, res, next) => {
  const body = res.locals.body as Buffer | undefined;
  if (!body) return next();
  findUnstorableField(body, req.get("content-type") ?? "").then((field) => {
    if (!field) return next();
    res.status(400).json({ error: "This field holds characters that cannot be stored", field });
  }, next);
};
