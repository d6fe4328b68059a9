import { useCallback, useEffect, useRef } from "react";
import { filledFieldCount, FORM_START_MIN_FIELDS, type FormStart } from "../contract";

/** Debounce after typing before the form-start record is saved. */
const FORM_START_DEBOUNCE_MS = 2_000;
const SESSION_KEY = "luxid:form-session";

/** One session id per visit (this tab), so a reload updates the same record. */
function sessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * Lead capture: PUT /api/form-starts/{sessionId} 2 s after typing once at least 2 fields
 * are filled, and by sendBeacon when the page is hidden; `complete()` DELETEs it after a saved
 * pre-order and stops further saves. Failures are ignored: this must never get in the buyer's way.
 */
export function useFormStart(values: FormStart): { complete: () => void } {
  const idRef = useRef<string | null>(null);
  const sentRef = useRef<string>("");
  const doneRef = useRef(false);
  const latestRef = useRef(values);
  // Declared before the effects that read it, so it is current when they run.
  useEffect(() => {
    latestRef.current = values;
  });

  const url = () => {
    idRef.current ??= sessionId();
    return `/api/form-starts/${idRef.current}`;
  };
  const pending = () => {
    const body = JSON.stringify(latestRef.current);
    return !doneRef.current &&
      filledFieldCount(latestRef.current) >= FORM_START_MIN_FIELDS &&
      body !== sentRef.current
      ? body
      : null;
  };

  const key = JSON.stringify(values);
  useEffect(() => {
    if (!pending()) return;
    const timer = window.setTimeout(() => {
      const body = pending();
      if (!body) return;
      sentRef.current = body;
      fetch(url(), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body,
        keepalive: true,
      }).catch(() => {
        sentRef.current = "";
      });
    }, FORM_START_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // `key` stands for the values: the debounce re-arms on every change.
  }, [key]);

  useEffect(() => {
    const flush = () => {
      const body = pending();
      if (!body) return;
      const queued = navigator.sendBeacon?.(url(), new Blob([body], { type: "application/json" }));
      if (queued) sentRef.current = body;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  const complete = useCallback(() => {
    doneRef.current = true;
    fetch(url(), { method: "DELETE", keepalive: true }).catch(() => {});
    try {
      sessionStorage.removeItem(SESSION_KEY); // the next visit is a new lead
    } catch {
      // storage unavailable: nothing to forget
    }
  }, []);

  return { complete };
}
