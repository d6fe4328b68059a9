import { Link } from "react-router";
import { utc } from "~/components/admin/types";
import { recentAudit } from "~/features/operators/server/audit.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  return { entries: await recentAudit(database.db, 200) };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-mist-50">Audit log</h1>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">The latest 200 operator actions</caption>
          <thead>
            <tr className="text-sm text-mist-300">
              <th scope="col">When</th>
              <th scope="col">Operator</th>
              <th scope="col">Action</th>
              <th scope="col">Order</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((e) => (
              <tr key={e.id} className="border-t border-ink-700">
                <td className="py-2 tabular-nums">{utc(e.createdAt)}</td>
                <td className="break-all">{e.operatorEmail}</td>
                <td>{e.action}</td>
                <td>
                  {e.preorderId ? (
                    <Link to={`/admin/preorders/${e.preorderId}`} className="text-brand-300 underline">
                      Open
                    </Link>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="text-sm text-mist-300">{e.detail ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
