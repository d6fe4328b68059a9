import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import interFont from "../../../../app/styles/fonts/inter-latin-wght.woff2?url";
import displayFont from "../../../../app/styles/fonts/space-grotesk-latin-wght.woff2?url";
import stylesheet from "./app.css?url";

export const links = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
