import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { CART_BADGE_SCRIPT } from "~/components/cart-badge";
import { CONTACT_REDIRECT } from "~/components/page-script";
import { SUBMIT_GUARD_SCRIPT } from "~/components/admin/submit-guard";
import { SiteToaster } from "~/components/toast/site-toaster";
import { JsonLd } from "~/components/json-ld";
import { useNonce } from "~/components/nonce";
import { ParallaxBackground } from "~/components/parallax-background";
import { DeliveryBanner } from "~/components/delivery-banner";
import { NotFoundPage } from "~/components/not-found-page";
import { SiteFooter } from "~/components/site-footer";
import { TestModeBanner } from "~/components/test-mode-banner";
import { SiteHeader } from "~/components/site-header";
import { POSTAL_ADDRESS, SITE_NAME } from "~/content/site";
import { countryInfo } from "~/lib/country-info";
import { deliveryStartWords, deliveryStatement } from "~/lib/delivery-window";
import type { RootData } from "~/lib/root-data";
import { useSentAs } from "~/lib/static-page";
import { useIslandServer } from "~/components/island/live-island";
import { buttonClass } from "~/components/ui/button";
import { requestContext, servicesContext } from "~/context.server";
import type { Route } from "./+types/root";
import interFont from "./styles/fonts/inter-latin-wght.woff2?url";
import displayFont from "./styles/fonts/space-grotesk-latin-wght.woff2?url";
import shopStylesheet from "./styles/app.css?url";
import consoleStylesheet from "./styles/console.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // Feed readers and browsers discover the blog's feeds from any page.
  { rel: "alternate", type: "application/rss+xml", title: "Luxid Blog (RSS)", href: "/blog/rss.xml" },
  { rel: "alternate", type: "application/atom+xml", title: "Luxid Blog (Atom)", href: "/blog/atom.xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const { region } = context.get(requestContext);
  const delivery = {
    startWords: deliveryStartWords(config.deliveryStart),
    statement: deliveryStatement(config.deliveryStart),
  };
  return { config, region, countryInfo: countryInfo(region), delivery } satisfies RootData;
}

/** The operator console's pages (sign-in included), as the server marks them (never indexed, never stored). */
const isConsolePath = (pathname: string) => /^\/admin(?:\/|$)/i.test(pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Present even on error pages, as long as the root loader answered.
  const sandbox = useRouteLoaderData<RootData>("root")?.config.paymentsMode === "sandbox";
  // No page hydrates with React Router (ADR 035): a page only shows content and goes out without
  // script (ADR 026), or its interactive parts are live islands and it loads their boot (ADR 027).
  // Every page route says which by its handle (routes.test.ts), so React Router's client never
  // reaches a browser.
  const mode = useSentAs();
  const islandServer = useIslandServer();
  const islandBoot = islandServer?.bootLoader;
  // The console's pages have a sheet of their own (app/styles/console.css): the shop's leaves out
  // the console's classes, which a buyer's phone would parse before every first paint for nothing.
  const consolePage = isConsolePath(useLocation().pathname);
  const stylesheet = consolePage ? consoleStylesheet : shopStylesheet;
  return (
    <html
      lang="en-IN"
      dir="ltr"
      data-static={mode === "static" ? "" : undefined}
      data-islands={mode === "islands" ? "" : undefined}
      // The islands' boot marks its page hydrated; any other page is as interactive as it gets.
      data-hydrated={mode === "islands" && islandBoot ? undefined : ""}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#05070d" />
        <Meta />
        {/* Render-blocking (ADR 034). `precedence` makes React emit it ahead of anything else a page
            may add to <head>. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Stylesheets need no nonce (styles are not nonce-checked). An empty one keeps the server's
            and the browser's render equal: React Router would stamp the response's nonce, which the
            browser then hides, and hydration would report a mismatch. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col">
        {!consolePage && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONTACT_REDIRECT }} />}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {sandbox && <TestModeBanner />}
        {children}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CART_BADGE_SCRIPT }} />
        {/* The shop's pages' behaviours and field data (page-script.ts); the console is a tool. */}
        {!consolePage && islandServer?.pageScript && (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: islandServer.pageScript }} />
        )}
        {mode === "islands" && islandBoot && (
          <>
            {/* In development, Vite's client (hot reload) and React Refresh's preamble, which
                every component module expects before it runs. */}
            {import.meta.env.DEV && (
              <>
                <script type="module" src="/@vite/client" />
                <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime" />
              </>
            )}
            <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandBoot }} />
          </>
        )}
      </body>
    </html>
  );
}

function organizationJsonLd(config: Route.ComponentProps["loaderData"]["config"]) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: config.siteUrl,
    logo: `${config.siteUrl}/icons/icon-512.png`,
    // Only the shop's configured profiles; no `sameAs` at all when none is.
    ...(config.social.length > 0 ? { sameAs: config.social.map(({ url }) => url) } : {}),
    contactPoint: {
      "@type": "ContactPoint",
      ...(config.supportPhone ? { telephone: config.supportPhone } : {}),
      email: config.supportEmail,
      contactType: "customer service",
      availableLanguage: ["English"],
    },
    address: { "@type": "PostalAddress", ...POSTAL_ADDRESS },
  };
}

export default function App({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  // The operator console is a tool, not a page of the shop: none of the shop's frame (banners,
  // navigation, Pre-Order button, footer, backdrop) around it. The test-mode notice is Layout's.
  // Its pages go out without React Router's scripts (ADR 032): forms post as documents, and one
  // inline script guards them against a second submit.
  if (isConsolePath(pathname)) {
    return (
      <>
        <main id="main" className="flex-1 bg-ink-950" tabIndex={-1}>
          <Outlet />
        </main>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />
      </>
    );
  }
  return (
    <>
      <ParallaxBackground />
      <DeliveryBanner statement={loaderData.delivery.statement} />
      <SiteHeader social={loaderData.config.social} />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter config={loaderData.config} />
      <SiteToaster />
      <JsonLd data={organizationJsonLd(loaderData.config)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="flex-1">
      {notFound ? (
        <NotFoundPage />
      ) : (
        <section className="container-page py-24 text-center">
          <title>Something went wrong | Luxid</title>
          <meta name="robots" content="noindex" />
          <h1 className="font-display text-4xl font-semibold text-white">Something went wrong</h1>
          <p className="mt-4 text-mist-300">
            Please refresh the page. If it keeps happening, write to our support team.
          </p>
          <a href="/" className={buttonClass("primary", "lg", "mt-8")}>
            Return to Home
          </a>
        </section>
      )}
    </main>
  );
}
