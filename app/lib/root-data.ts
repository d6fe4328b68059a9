import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./env.server";
import type { Region } from "./regions";

/** What the root loader gives every page: the public configuration and the visitor's region. */
export interface RootData {
  config: PublicConfig;
  region: Region;
}

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
