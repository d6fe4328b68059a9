const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The page a form post refused by the origin check answers (403), instead of a bare status line:
 * it says nothing was recorded and leads back to the page the form was on. The link is the
 * post's own path, and only a path of this site (never `//host` or `/\host`, which a browser
 * would read as another site).
 */
export function refusedPostPage(originalUrl: string): string {
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
<p>Your browser did not confirm that the form came from a page of this site, so nothing was recorded.</p>
<p>Go back to the page, reload it and try again. If it keeps happening, write to our support team.</p>
<a href="${escapeHtml(back)}">Back to the page</a><a href="/">Return to Home</a>
</main>
</body>
</html>
`;
}
