import { useRouteLoaderData } from "react-router";
import type { CountryInfo } from "./country-info";
import type { PublicConfig } from "./env.server";
import type { Region } from "./regions";

/**
 * What the root loader gives every page: the public configuration, the visitor's region and its
 * base prices (priced on the server, so a page's browser code needs no price list to show them).
 */
export interface RootData {
  config: PublicConfig;
  region: Region;
  countryInfo: CountryInfo;
  /**
   * The delivery promise in words, written on the server: the formatter (lib/delivery-window.ts)
   * then stays out of every page's JavaScript.
   */
  delivery: DeliveryWords;
}

// A type, not an interface: live islands take it as a prop, and only types pass as JSON objects.
export type DeliveryWords = {
  /** "the end of September 2027" */
  startWords: string;
  /** "Deliveries start from the end of September 2027, first come first served." */
  statement: string;
};

/** The root loader's data, read the one way every component and route reads it. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("Root data is missing");
  return data;
}

/** The same data from a meta function's matches (meta functions cannot call hooks). */
export function rootDataFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}
