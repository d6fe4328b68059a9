import { Outlet } from "react-router";
import { ConsoleNav } from "~/components/admin/console-nav";
import { requireOperator } from "~/features/operators/server/guard.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The signed-in console's frame: who is signed in and the CSRF token its forms carry. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args);
  return { email: operator.email, csrf: operator.csrfToken };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 text-mist-100">
      <ConsoleNav email={loaderData.email} />
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
