import { servicesContext } from "~/context.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /payment-callback",
    "Disallow: /payment-sandbox",
    "Disallow: /admin",
    "",
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
