import { Outlet } from "react-router";
import { ConsoleNav } from "~/components/admin/console-nav";
import { ShopTimeZone } from "~/components/admin/shop-time";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The signed-in console's frame: who is signed in, the CSRF token its forms carry, the shop's time zone. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args);
  const { env } = args.context.get(servicesContext);
  return { email: operator.email, csrf: operator.csrfToken, timeZone: env.SHOP_TIME_ZONE };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShopTimeZone value={loaderData.timeZone}>
      <ConsoleNav email={loaderData.email} timeZone={loaderData.timeZone} />
      <div className="mx-auto w-full max-w-7xl px-4 py-5 text-mist-100">
        <Outlet />
      </div>
    </ShopTimeZone>
  );
}
