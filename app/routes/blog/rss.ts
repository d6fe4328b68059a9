import { summaries } from "~/content/blog/articles.server";
import { servicesContext } from "~/context.server";
import { rssXml, xmlResponse } from "~/lib/feeds";
import type { Route } from "./+types/rss";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return xmlResponse(rssXml(config.siteUrl, summaries), "application/rss+xml");
}
