import { useEffect } from "react";
import { toast } from "~/components/toast/toast";
import { WELCOME_TOAST } from "~/content/landing";

/** The welcome toast: once per browser session (sessionStorage), 1.5 s after the page loads. */
export function useWelcomeToast(deliveryStatement: string) {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(WELCOME_TOAST.storageKey)) return;
    } catch {
      return; // storage blocked: better no toast than one on every page view
    }
    const timer = window.setTimeout(() => {
      try {
        sessionStorage.setItem(WELCOME_TOAST.storageKey, "1");
      } catch {
        // shown anyway; it may show again next load
      }
      toast(WELCOME_TOAST.title, {
        description: `Pre-orders for Vue Glass are open. ${deliveryStatement}`,
      });
    }, WELCOME_TOAST.delayMs);
    return () => window.clearTimeout(timer);
  }, [deliveryStatement]);
}
