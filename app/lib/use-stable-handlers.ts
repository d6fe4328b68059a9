import { useLayoutEffect, useState } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler's own signature is kept
type Handlers = Record<string, (...args: any[]) => unknown>;

/** Functions of the given names that call the functions of those names last given to `update`. */
function forwarder<T extends Handlers>(first: T) {
  let latest = first;
  const handlers = Object.fromEntries(
    Object.keys(first).map((name) => [name, (...args: unknown[]) => latest[name]!(...args)]),
  ) as T;
  return {
    handlers,
    update(next: T) {
      latest = next;
    },
  };
}

/**
 * The same handler functions on every render, each calling the latest render's version. A
 * memoized part of a form that is given them re-renders only when its own data changes, not on
 * every key pressed elsewhere: a handler that closes over the state is a new function each render.
 *
 * The latest versions are taken at commit (a layout effect), before the browser can deliver the
 * next event, so a handler never sees an older state than the one on screen.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const [forward] = useState(() => forwarder(handlers));
  useLayoutEffect(() => forward.update(handlers));
  return forward.handlers;
}
