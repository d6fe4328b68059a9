import { Transform } from "node:stream";

const SCRIPT_START = Buffer.from("<script");
const TAG_END = Buffer.from(">");
const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_END = Buffer.from("</script>");
const STATIC_IMPORT = /\bimport \* as (\w+) from ("[^"]+");/g;

/**
 * The longest the boot script waits for the first paint. A page that has its stylesheet (module
 * scripts run only once the stylesheets before them have loaded) paints within a frame or two; the
 * cap only bounds a starved machine, where the paint can come late, to one second of extra wait.
 */
export const PAINT_WAIT_CAP_MS = 1000;

/**
 * Resolves once the page has painted its first content, at once where no paint is coming (a
 * background tab paints nothing until it is shown) or the browser cannot tell, and after
 * PAINT_WAIT_CAP_MS at the latest: the boot script waits on it before it fetches any JavaScript.
 */
export const WAIT_FOR_FIRST_PAINT =
  "await new Promise((go) => {" +
  'if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();' +
  "new PerformanceObserver((list, observer) => {" +
  'if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); }' +
  '}).observe({ type: "paint", buffered: true });' +
  `setTimeout(go, ${PAINT_WAIT_CAP_MS});` +
  "});";

/**
 * React Router's boot script (the `<script type="module">` at the end of `<body>`) with its
 * route-module imports made dynamic and started only after the first contentful paint.
 *
 * As written, the script's static imports start ~110 KB of JavaScript the moment the parser
 * reaches them, while the browser is still laying out and painting the server's HTML: the
 * downloads share the phone's bandwidth with the stylesheet's fonts and the hero image, and their
 * compile and evaluation share its main thread with that first layout. Lighthouse's simulation
 * counts every request started before the observed paint as needed for it (ADR 006). Waiting for
 * the paint gives the buyer a readable page first; everything on it is server-rendered HTML with
 * real links, so only the interactive parts (carousels, menus, share buttons) wait for hydration.
 *
 * The rest of the script (the manifest, `__reactRouterRouteModules`, the entry's import) runs as
 * before, with the same module namespaces. Only the first module script of the body is touched.
 */
export function rewriteBootScript(script: string): string {
  const imports: { name: string; url: string }[] = [];
  const rest = script.replace(STATIC_IMPORT, (_all, name: string, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (!imports.length) return script;
  const open = rest.indexOf(">") + 1;
  const names = imports.map((i) => i.name).join(", ");
  const loads = imports.map((i) => `import(${i.url})`).join(", ");
  return `${rest.slice(0, open)}${WAIT_FOR_FIRST_PAINT}const [${names}] = await Promise.all([${loads}]);${rest.slice(open)}`;
}

/**
 * Where the first `<script … type="module" …>` tag of `all` starts (the nonce, when there is one,
 * may come before the type), or of a script tag cut off at the end of `all` (`whole: false`).
 */
function findBootScript(all: Buffer): { at: number; whole: boolean } | undefined {
  for (let at = all.indexOf(SCRIPT_START); at !== -1; at = all.indexOf(SCRIPT_START, at + 1)) {
    const close = all.indexOf(TAG_END, at);
    if (close === -1) return { at, whole: false };
    const type = all.indexOf(MODULE_TYPE, at);
    if (type !== -1 && type < close) return { at, whole: true };
  }
  return undefined;
}

/** A pass-through for the HTML stream that applies `rewriteBootScript` to the boot script. */
export function bootAfterPaint(): Transform {
  let pending: Buffer | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      const all = pending ? Buffer.concat([pending, chunk]) : chunk;
      const found = findBootScript(all);
      if (!found) {
        // "<script" itself may straddle two chunks: keep back what could be its beginning.
        const keep = Math.min(all.length, SCRIPT_START.length - 1);
        pending = all.subarray(all.length - keep);
        return callback(null, all.subarray(0, all.length - keep));
      }
      const start = found.at;
      const end = found.whole ? all.indexOf(SCRIPT_END, start) : -1;
      if (end === -1) {
        this.push(all.subarray(0, start));
        pending = all.subarray(start);
        return callback();
      }
      done = true;
      pending = undefined;
      const stop = end + SCRIPT_END.length;
      this.push(all.subarray(0, start));
      this.push(rewriteBootScript(all.subarray(start, stop).toString("utf8")));
      callback(null, all.subarray(stop));
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}
