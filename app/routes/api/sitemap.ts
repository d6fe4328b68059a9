import { STATIC_PAGES } from "~/content/sitemap";
import { servicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/sitemap";

function escapeXml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const urls = STATIC_PAGES.map((path) => `  <url><loc>${escapeXml(config.siteUrl + path)}</loc></url>`).join(
    "\n",
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
