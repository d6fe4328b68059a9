import type { Request, RequestHandler } from "express";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** What a person is told when the origin check refuses their form (its JSON error is for scripts). */
const CROSS_SITE =
  "Your browser did not confirm that the form came from a page of this site, so nothing was recorded.";

/** A form posted as a document (no JavaScript, or `reloadDocument`), not a fetch from a script. */
function isDocumentPost(req: Request): boolean {
  if (req.method !== "POST") return false;
  const mode = req.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return /\btext\/html\b/.test(req.get("accept") ?? "");
}

/**
 * A form posted as a document and refused before any route ran (cross-site, rate limit, body too
 * large, text that cannot be stored, database down, an unexpected error) gets a page a person can
 * read, with the same status and headers (Retry-After included), instead of the JSON meant for
 * scripts. Route answers are React Router's pages and never pass through `res.json`.
 */
export const readablePostRefusals: RequestHandler = (req, res, next) => {
  if (!isDocumentPost(req)) return next();
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    if (res.statusCode < 400) return json(body);
    const error = (body as { error?: unknown } | null)?.error;
    const message =
      res.statusCode === 403 ? CROSS_SITE : typeof error === "string" ? error : "The form could not be sent.";
    return res.type("html").send(refusedPostPage(req.originalUrl, message));
  };
  next();
};

/**
 * The refusal page: what went wrong, and a way back to the page the form was on. The link is the
 * post's own path, and only a path of this site (never `//host` or `/\host`, which a browser
 * would read as another site).
 */
function refusedPostPage(originalUrl: string, message: string): string {
  const back = /^\/(?![/\\])/.test(originalUrl) ? originalUrl : "/";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>This form could not be sent | Luxid</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#05070d;color:#e7ecf5;font:16px/1.6 system-ui,sans-serif}
main{max-width:34rem;padding:2rem}
h1{font-size:1.75rem;line-height:1.2;color:#fff}
a{display:inline-block;margin:1rem 1rem 0 0;color:#9cc3ff}
</style>
</head>
<body>
<main>
<h1>This form could not be sent</h1>
<p>${escapeHtml(message)}</p>
<p>Go back to the page, reload it and try again. If it keeps happening, write to our support team.</p>
<a href="${escapeHtml(back)}">Back to the page</a><a href="/">Return to Home</a>
</main>
</body>
</html>
`;
}
