import { summaries } from "~/content/blog/articles.server";
import { servicesContext } from "~/context.server";
import { atomXml, xmlResponse } from "~/lib/feeds";
import type { Route } from "./+types/atom";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return xmlResponse(atomXml(config.siteUrl, summaries), "application/atom+xml");
}
