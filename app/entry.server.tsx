import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { IslandServerContext, type IslandServer } from "~/components/island/live-island";
import { NonceContext } from "~/components/nonce";
import { pageScript } from "~/components/page-script";
import { COPY_LINK_WORDS } from "~/components/blog/share-targets";
import { FALLBACK_IMAGE, mediaSrc } from "~/lib/media";
import { requestContext, servicesContext } from "~/context.server";
import { islandBootLoader } from "~/lib/boot-after-paint.server";
import { errorFacts } from "~/lib/db-errors.server";

export const streamTimeout = 5_000;

/**
 * Server errors go to the structured log, without the URL's query string. Client errors
 * (404, 405 and the like) and requests the visitor aborted are not errors of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { log } = context.get(servicesContext);
  log.error(
    {
      path: new URL(request.url).pathname,
      // Never the message: a failed query's message can quote a buyer's details.
      err: errorFacts(error),
    },
    "route error",
  );
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  const { log, islandBoot } = loadContext.get(servicesContext);
  const islands: IslandServer = {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    bootLoader: islandBoot && islandBootLoader(islandBoot),
    pageScript: pageScript({
      fallbackImage: mediaSrc(FALLBACK_IMAGE, "webp"),
      ...COPY_LINK_WORDS,
      vitals: islandBoot?.vitals,
    }),
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandServerContext.Provider value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandServerContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: errorFacts(error) }, "streaming render error");
        },
      },
    );
  });
}
