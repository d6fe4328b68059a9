import { requestContext, servicesContext } from "~/features/app-context.server";
import { countryInfo } from "~/lib/country-info";
import type { Route } from "./+types/country-info";

/**
 * The spec's Country info entity for the caller, in whole currency units. It depends on the
 * caller's address, or on the CDN country header when one is configured: `private` keeps shared
 * caches from serving one visitor's answer to another, and Vary names the header it reads.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { region } = context.get(requestContext);
  const { env } = context.get(servicesContext);
  const headers: Record<string, string> = { "Cache-Control": "private, max-age=86400" };
  if (env.COUNTRY_HEADER) headers.Vary = env.COUNTRY_HEADER;
  return Response.json(countryInfo(region), { headers });
}
