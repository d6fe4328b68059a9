import { useEffect, useRef, useState } from "react";
import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { CART_BADGE_SCRIPT } from "~/components/cart-badge";
import { Toaster } from "~/components/toast/toaster";
import { JsonLd } from "~/components/json-ld";
import { useNonce } from "~/components/nonce";
import { ParallaxBackground } from "~/components/parallax-background";
import { DeliveryBanner } from "~/components/delivery-banner";
import { NotFoundPage, SiteFooter, TestModeBanner } from "~/components/island/site-islands";
import { SiteHeader } from "~/components/site-header";
import { POSTAL_ADDRESS, SITE_NAME } from "~/content/site";
import { scrollToId } from "~/lib/anchor-scroll";
import { countryInfo } from "~/lib/country-info";
import { deliveryStartWords, deliveryStatement } from "~/lib/delivery-window";
import { watchImageFallbacks } from "~/lib/image-fallback";
import type { RootData } from "~/lib/root-data";
import { useStaticPage } from "~/lib/static-page";
import { requestContext, servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/root";
import interFont from "./styles/fonts/inter-latin-wght.woff2?url";
import displayFont from "./styles/fonts/space-grotesk-latin-wght.woff2?url";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // `precedence` makes React emit the stylesheet ahead of the ~30 module preloads in <head>:
  // without it the render-blocking CSS queues behind the JavaScript and first paint waits.
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
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

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Present even on error pages, as long as the root loader answered.
  const sandbox = useRouteLoaderData<RootData>("root")?.config.paymentsMode === "sandbox";
  // A page that only shows content goes out without React Router's scripts (ADR 026): nothing
  // hydrates, so it is interactive as soon as it is parsed. Only the server leaves them out: a
  // client-side navigation to such a page keeps the running app's scripts where they are.
  const scriptless = useStaticPage() && typeof document === "undefined";
  // The JavaScript loads after first paint (ADR 020): mark when the page has become interactive,
  // for tests and for any style that should only apply once it has. A page without scripts is
  // marked so by the server.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    return watchImageFallbacks();
  }, []);
  return (
    <html
      lang="en-IN"
      dir="ltr"
      data-static={scriptless ? "" : undefined}
      data-hydrated={scriptless ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#05070d" />
        <Meta />
        {/* Stylesheets need no nonce (styles are not nonce-checked). An empty one keeps the server's
            and the browser's render equal: React Router would stamp the response's nonce, which the
            browser then hides, and hydration would report a mismatch. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {sandbox && <TestModeBanner />}
        {children}
        {scriptless ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CART_BADGE_SCRIPT }} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
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

/** The operator console's pages (sign-in included), as the server marks them (never indexed, never stored). */
const isConsolePath = (pathname: string) => /^\/admin(?:\/|$)/i.test(pathname);

/** Smooth-scrolls to the URL's hash target, below the header, after each navigation. */
function useHashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) scrollToId(id);
  }, [hash, pathname]);
}

/**
 * True once the visitor has navigated inside the app. The first page is painted by the server
 * and must not fade in (that would only delay its first paint); later pages fade in over 0.2 s.
 */
function useHasNavigated(pathname: string) {
  const first = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname !== first.current) setNavigated(true);
  }, [pathname]);
  return navigated;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigated = useHasNavigated(pathname);
  // The page fades out while the router loads a different path (not for a hash or a form on this page).
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  useHashScroll();
  // The operator console is a tool, not a page of the shop: none of the shop's frame (banners,
  // navigation, Pre-Order button, footer, backdrop) around it. The test-mode notice is Layout's.
  if (isConsolePath(pathname)) {
    return (
      <>
        <main id="main" className="flex-1 bg-ink-950" tabIndex={-1}>
          <Outlet />
        </main>
        <Toaster />
      </>
    );
  }
  return (
    <>
      <ParallaxBackground />
      <DeliveryBanner statement={loaderData.delivery.statement} />
      <SiteHeader social={loaderData.config.social} />
      {/* Keyed by path: each page mounts fresh and fades in. */}
      <main
        id="main"
        key={pathname}
        className={`flex-1 ${leaving ? "page-leave" : navigated ? "page-enter" : ""}`}
        tabIndex={-1}
      >
        <Outlet />
      </main>
      <SiteFooter config={loaderData.config} />
      <Toaster />
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
          <a
            href="/"
            className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-semibold text-ink-950"
          >
            Return to Home
          </a>
        </section>
      )}
    </main>
  );
}
