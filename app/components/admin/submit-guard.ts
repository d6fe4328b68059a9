/**
 * The console's one piece of script (ADR 032): its pages go out without React Router's scripts,
 * so every form posts as a document and nothing else knows it is on its way. This inline script,
 * run once per page, marks a posting form `aria-busy` (the stylesheet dims its buttons) and holds
 * back a second submit of it, which would otherwise cancel the first request and send the action
 * again (a cancellation would then answer "can no longer be cancelled" to its own success). The
 * buttons are disabled only in the next task: a submit button disabled during its submit event is
 * left out of the posted fields. A page restored from the back/forward cache is usable again.
 *
 * It is sent as its own source text, so it uses nothing but the browser's globals.
 */
function guardSubmits(doc: Document) {
  const setBusy = (form: Element, busy: boolean) => {
    if (busy) form.setAttribute("aria-busy", "true");
    else form.removeAttribute("aria-busy");
    for (const button of form.querySelectorAll("button")) button.disabled = busy;
  };
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post" || event.defaultPrevented) return;
    if (form.getAttribute("aria-busy") === "true") {
      event.preventDefault();
      return;
    }
    form.setAttribute("aria-busy", "true");
    setTimeout(() => setBusy(form, true));
  });
  doc.defaultView?.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of doc.querySelectorAll("form[aria-busy]")) setBusy(form, false);
  });
}

/** The guard as the inline script the console's pages carry (allowed by the response's nonce). */
export const SUBMIT_GUARD_SCRIPT = `(${guardSubmits.toString()})(document)`;
