import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from "react";

/**
 * Live islands (ADR 027): the interactive parts of a page that is sent without React Router's
 * scripts. The page is server-rendered as usual; only the components wrapped here hydrate, each
 * as its own React root, from a small boot script (`live-boot.ts`, built apart from the app by
 * `vite.islands.config.ts`) that loads React DOM and the islands on the page, never React Router.
 *
 * An island is a component of plain props (JSON: the server writes them into the HTML) that
 * imports nothing from React Router: in the browser it has no router, no root data, no context
 * but what it makes itself. Links are `<a href>`, forms are `<form method="post">` that work
 * before (and without) hydration.
 *
 * On the server the island's HTML is rendered by a nested `renderToString` with an identifier
 * prefix of its own, which the browser's `hydrateRoot` uses too: the ids `useId` gives (labels,
 * ARIA) match between the two renders although the island is a root of its own in the browser.
 * The renderer comes from `entry.server.tsx` through `IslandServerContext`, so React DOM's
 * server renderer never reaches the browser. Without it (a component test's render) the island
 * simply renders its component.
 */

/**
 * The root of every island, on the server and in the browser alike (so both trees, and the ids
 * `useId` derives from them, are the same). In the browser `onHydrated` runs right after the
 * island's first commit, before any event of the visitor is handled; `onLive` once the island's
 * first effects have run (a component's effects run after those of the components it holds).
 */
export function IslandRoot({
  children,
  onHydrated,
  onLive,
}: {
  children: ReactNode;
  onHydrated?: () => void;
  onLive?: () => void;
}) {
  useLayoutEffect(() => onHydrated?.(), [onHydrated]);
  useEffect(() => onLive?.(), [onLive]);
  return children;
}

/**
 * Props an island can take: what survives `JSON.stringify` unchanged (no functions, dates, maps
 * or class instances), checked member by member so interfaces of plain data qualify.
 */
export type IslandJson<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends Date | Map<unknown, unknown> | Set<unknown>
      ? never
      : T extends readonly (infer U)[]
        ? readonly IslandJson<U>[]
        : { [K in keyof T]: IslandJson<T[K]> };

/** What the server gives islands (`entry.server.tsx`); absent in the browser. */
export interface IslandServer {
  /** Renders an island's element to HTML with its own `useId` prefix. */
  render(element: ReactNode, identifierPrefix: string): string;
  /**
   * The inline module script that imports the boot script (`live-boot.ts` as built) after the
   * first paint (`islandBootLoader`), when there is a build of it.
   */
  bootLoader: string | undefined;
  /** The inline script of every page (`pageScript`, app/components/page-script.ts). */
  pageScript?: string;
}

export const IslandServerContext = createContext<IslandServer | undefined>(undefined);

/** The server's island services, or undefined in the browser. */
export function useIslandServer(): IslandServer | undefined {
  return useContext(IslandServerContext);
}

/** What the boot script reads: the island's name, its props and its `useId` prefix. */
export const ISLAND_ATTRIBUTE = "data-live-island";

export interface LiveIslandComponent<P> {
  (props: P & { className?: string }): ReactNode;
  /** The file's base name (`name.island.tsx`): how the boot script finds the island's code. */
  islandName: string;
  Component: ComponentType<P>;
}

/**
 * Declares a live island: `export default liveIsland("hero-carousel", HeroCarousel)` in a file
 * named `hero-carousel.island.tsx` (the boot script finds islands by that name). Pages render the
 * returned component; its props must be JSON.
 */
export function liveIsland<P extends object>(
  name: string,
  component: ComponentType<P> & (P extends IslandJson<P> ? unknown : { islandPropsMustBeJson: never }),
): LiveIslandComponent<P> {
  const Component: ComponentType<P> = component;
  function Island({ className = "contents", ...rest }: P & { className?: string }) {
    const server = useIslandServer();
    // The wrapper's own id is unique on the page and stable for the same tree: the island's prefix.
    const prefix = `${name}${useId()}`;
    const props = rest as unknown as P;
    const attributes = {
      className,
      [ISLAND_ATTRIBUTE]: name,
      "data-props": JSON.stringify(props),
      "data-id-prefix": prefix,
    };
    if (!server) {
      return (
        <div {...attributes}>
          <Component {...props} />
        </div>
      );
    }
    return (
      <div
        {...attributes}
        dangerouslySetInnerHTML={{
          __html: server.render(
            <IslandRoot>
              <Component {...props} />
            </IslandRoot>,
            prefix,
          ),
        }}
      />
    );
  }
  Island.islandName = name;
  Island.Component = Component;
  return Island;
}
