import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type AppServices } from "~/context.server";
import type { Region } from "~/lib/regions";

/**
 * What loaders and actions read from React Router's context: the shared services and this
 * request's facts. Pages rendered to be stored and shared get no nonce and no client address.
 */
export function routerContext(services: AppServices) {
  return (
    nonce: string | undefined,
    region: Region,
    {
      clientIp = "",
      afterResponse = (task: () => void) => task(),
      rateLimitedFor,
    }: {
      clientIp?: string | undefined;
      afterResponse?: (task: () => void) => void;
      rateLimitedFor?: number | undefined;
    } = {},
  ) =>
    new RouterContextProvider(
      new Map<unknown, unknown>([
        [servicesContext, services],
        [requestContext, { nonce, region, clientIp, afterResponse, rateLimitedFor }],
      ]) as ConstructorParameters<typeof RouterContextProvider>[0],
    );
}
