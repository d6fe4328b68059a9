import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ConsoleError } from "~/components/admin/console-error";
import { ConsoleNav } from "~/components/admin/console-nav";
import { ShopTimeZone } from "~/components/admin/shop-time";
import { consoleMiddleware, operatorContext } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/context.server";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/layout";

/**
 * Every console page goes out without React Router's scripts (ADR 032): loaders, actions and
 * Conform render on the server, and forms post as documents.
 */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Every page under this layout is the signed-in operator's: checked once per request, here. */
export const middleware: Route.MiddlewareFunction[] = [consoleMiddleware];

/** The signed-in console's frame: who is signed in, the CSRF token its forms carry, the shop's time zone. */
export function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const { env } = context.get(servicesContext);
  return { email: operator.email, csrf: operator.csrfToken, timeZone: env.SHOP_TIME_ZONE };
}

type FrameData = Route.ComponentProps["loaderData"];

function Frame({ data, children }: { data: FrameData; children: ReactNode }) {
  return (
    <ShopTimeZone value={data.timeZone}>
      <ConsoleNav email={data.email} timeZone={data.timeZone} />
      <div className="mx-auto w-full max-w-7xl px-4 py-5 text-mist-100">{children}</div>
    </ShopTimeZone>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  );
}

/** Any console page's error, inside the console's frame (its navigation kept) once the frame has loaded. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return loaderData ? (
    <Frame data={loaderData}>
      <ConsoleError error={error} />
    </Frame>
  ) : (
    <div className="mx-auto w-full max-w-7xl px-4 py-5 text-mist-100">
      <ConsoleError error={error} />
    </div>
  );
}
