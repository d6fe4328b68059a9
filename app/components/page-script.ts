/**
 * The one script every shop page carries inline, pages of islands and pages without scripts
 * alike: a few hundred bytes at the end of the body (the page's CSP allows it by nonce, a stored
 * page's by hash) for what the spec promises on every page and no page should load React for.
 *
 * - `#contact` set on a page already open goes to /contact at once (replacing the history entry;
 *   on load, `CONTACT_REDIRECT` at the top of the body does it). Any other fragment lands below
 *   the sticky header, on load and on a change.
 * - An image that fails to load shows the default glass image instead (one listener for the page;
 *   images that failed before the script ran are found by their state).
 * - A share control of a page without scripts (`[data-share]`, a `<details>` of networks' links)
 *   opens the device's own share sheet where there is one, and gains Copy Link with its words.
 * - Once the page has loaded and painted, the field-data module (web-vitals,
 *   `app/features/field-data`) is added as a module script: nothing of it is fetched before.
 *
 * The function is sent as its own source text (`toString()`), so it uses nothing but the
 * browser's globals and its arguments.
 */
export interface PageScriptOptions {
  /** The default glass image's URL. */
  fallbackImage: string;
  /** What Copy Link says when the address is on the clipboard, and when it is not. */
  copied: string;
  copyFailed: string;
  /** The field-data module's URL; none where there is no build of it. */
  vitals?: string | undefined;
}

/** How long Copy Link's message stays on screen. */
const MESSAGE_MS = 4000;

function runPage(doc: Document, options: PageScriptOptions & { messageMs: number }) {
  const win = doc.defaultView;
  if (!win) return;

  // On load, CONTACT_REDIRECT has done this already, at the top of the body.
  const toContact = () => {
    if (win.location.hash === "#contact") win.location.replace("/contact");
  };

  // The blocks below the fold render only as they near the viewport (content-visibility: auto,
  // shared.css) and stand at an estimated height until then: the browser's own scroll to a
  // fragment ends short or long by the estimates' error. Rendered for good up to the target, the
  // target is scrolled to again, below the sticky header (the stylesheet's scroll-padding-top).
  const land = () => {
    const id = decodeURIComponent(win.location.hash.slice(1));
    const target = id ? doc.getElementById(id) : null;
    if (!target) return;
    for (const block of doc.querySelectorAll<HTMLElement>("main section, main [data-post-card]")) {
      const before = block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (!before && !block.contains(target)) break;
      if (win.getComputedStyle(block).contentVisibility === "auto") block.style.contentVisibility = "visible";
    }
    target.scrollIntoView();
  };
  win.addEventListener("hashchange", () => {
    toContact();
    land();
  });

  const showFallback = (img: HTMLImageElement) => {
    if (img.hasAttribute("data-fallback")) return;
    img.setAttribute("data-fallback", "");
    if (img.parentElement instanceof HTMLPictureElement) {
      for (const source of img.parentElement.querySelectorAll("source")) source.remove();
    }
    img.removeAttribute("srcset");
    img.src = options.fallbackImage;
  };
  doc.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  for (const img of doc.images) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) showFallback(img);
  }

  // Copy Link needs this script: it is sent hidden and shown here.
  for (const button of doc.querySelectorAll<HTMLElement>("[data-share] [data-copy-link]")) {
    button.hidden = false;
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", land, { once: true });
  else land();
  const timers = new WeakMap<Element, number>();
  const say = (share: Element, words: string) => {
    const status = share.querySelector("[data-share-status]");
    if (!status) return;
    status.textContent = words;
    win.clearTimeout(timers.get(status));
    timers.set(
      status,
      win.setTimeout(() => (status.textContent = ""), options.messageMs),
    );
  };
  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const share = event.target.closest<HTMLElement>("[data-share]");
    if (!share) return;
    const url = share.dataset.url ?? win.location.href;
    const title = share.dataset.title ?? doc.title;
    const details = share.querySelector("details");
    const summary = event.target.closest("summary");
    if (summary && details && !details.open && typeof win.navigator.share === "function") {
      // The device's share sheet instead of the menu; a cancelled sheet does nothing, a refused
      // one (not allowed in this frame) opens the menu after all.
      event.preventDefault();
      win.navigator.share({ title, url }).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError")) details.open = true;
      });
      return;
    }
    if (!event.target.closest("[data-copy-link]")) return;
    const copied = () => say(share, options.copied);
    const failed = () => say(share, options.copyFailed);
    try {
      win.navigator.clipboard.writeText(url).then(copied, failed);
    } catch {
      failed();
    }
    if (details) details.open = false;
    share.querySelector("summary")?.focus();
  });

  const vitals = options.vitals;
  if (vitals) {
    let added = false;
    const add = () => {
      if (added) return;
      added = true;
      const script = doc.createElement("script");
      script.type = "module";
      script.src = vitals;
      doc.head.append(script);
    };
    // After the first paint too (a small page can fire its load event first on a busy phone), at
    // once where none is coming (a background tab paints nothing until it is shown; web-vitals
    // reports such a page without its paints) or the browser cannot tell.
    const afterPaint = () => {
      const types = win.PerformanceObserver?.supportedEntryTypes ?? [];
      if (doc.visibilityState !== "visible" || !types.includes("paint")) return add();
      new win.PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        add();
      }).observe({ type: "paint", buffered: true });
    };
    if (doc.readyState === "complete") win.setTimeout(afterPaint);
    else win.addEventListener("load", () => win.setTimeout(afterPaint), { once: true });
  }
}

/**
 * `/#contact` goes to /contact before the page is even parsed: this line opens the body of every
 * shop page (the page script, at its end, waits for the whole document to be parsed, about 80 KB
 * on the landing page).
 */
export const CONTACT_REDIRECT = 'if(location.hash==="#contact")location.replace("/contact")';

/** Runs the page script here (tests; the browser runs `pageScript`'s text). */
export function runPageScript(doc: Document, options: PageScriptOptions) {
  runPage(doc, { ...options, messageMs: MESSAGE_MS });
}

/** The page script as the inline script every page carries. */
export function pageScript(options: PageScriptOptions): string {
  return `(${runPage.toString()})(document,${JSON.stringify({ ...options, messageMs: MESSAGE_MS })})`;
}
