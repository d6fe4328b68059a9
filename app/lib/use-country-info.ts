import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { countryInfo, type CountryInfo } from "./country-info";
import type { Region } from "./regions";

export const COUNTRY_CACHE_KEY = "luxid:country-info";
export const COUNTRY_CACHE_MS = 24 * 60 * 60 * 1000;

interface CachedCountryInfo {
  info: CountryInfo;
  savedAt: number;
}

function readCache(now: number): CountryInfo | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(COUNTRY_CACHE_KEY) ?? "null") as CachedCountryInfo | null;
    return cached && now - cached.savedAt < COUNTRY_CACHE_MS ? cached.info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Country info for price labels. The server already resolved the region and rendered its prices,
 * so that answer is shown from the first paint; on navigation the hook refreshes the 24-hour cache
 * in localStorage in the background. `loading` is only true where the server gave no region.
 */
export function useCountryInfo(): { info: CountryInfo | undefined; loading: boolean; error?: string } {
  const root = useRouteLoaderData<{ region: Region }>("root");
  const serverInfo = root ? countryInfo(root.region) : undefined;
  const [state, setState] = useState<{ info: CountryInfo | undefined; error?: string }>({ info: serverInfo });
  const { pathname } = useLocation();

  useEffect(() => {
    if (readCache(Date.now())) return;
    const controller = new AbortController();
    fetch("/api/country-info", { signal: controller.signal, headers: { "Content-Type": "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Country lookup failed (${res.status})`);
        const info = (await res.json()) as CountryInfo;
        localStorage.setItem(COUNTRY_CACHE_KEY, JSON.stringify({ info, savedAt: Date.now() }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // On failure the India default applies, unless the server already told us better.
        setState((s) => ({
          info: s.info ?? countryInfo({ country: "IN", currency: "INR" }),
          error: error instanceof Error ? error.message : "Error",
        }));
      });
    return () => controller.abort();
  }, [pathname]);

  return { info: state.info, loading: state.info === undefined, error: state.error };
}

/** 'Pre-order for ₹27,999' once prices are known, 'Pre-order now' while loading. */
export function preorderButtonLabel(info: CountryInfo | undefined): string {
  if (!info) return "Pre-order now";
  const locale = info.currency === "INR" ? "en-IN" : "en";
  return `Pre-order for ${info.currencySign}${info.totalPrice.toLocaleString(locale)}`;
}
