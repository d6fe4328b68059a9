import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the server renders and the island hydrates, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
