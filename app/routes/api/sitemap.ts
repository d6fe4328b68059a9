import { servicesContext } from "~/context.server";
import { sitemapXml, xmlResponse } from "~/lib/feeds";
import { sitemapEntries } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return xmlResponse(sitemapXml(config.siteUrl, sitemapEntries()));
}
