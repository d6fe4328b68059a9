import { Link } from "react-router";
import { recentAudit } from "~/features/operators/server/audit.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/audit";
import { ShopTime } from "~/components/admin/shop-time";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  return { entries: await recentAudit(database.db, 200) };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

function OrderLink({ entry }: { entry: Entry }) {
  if (!entry.preorderId) return <>—</>;
  return (
    <Link to={`/admin/preorders/${entry.preorderId}`} className="font-mono text-brand-300 underline">
      {entry.reference ?? "Deleted order"}
    </Link>
  );
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-mist-50">Audit log</h1>
      {/* Phones get one card per action; wider screens the table. */}
      <ul className="space-y-3 sm:hidden" aria-label="Operator actions">
        {entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-ink-600 bg-ink-900 p-3">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{e.action}</span>
              <OrderLink entry={e} />
            </p>
            <p className="text-sm break-all text-mist-300">
              {e.operatorEmail}, <ShopTime value={e.createdAt} />
            </p>
            {e.detail ? <p className="mt-1 text-sm break-words text-mist-300">{e.detail}</p> : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left">
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
            {entries.map((e) => (
              <tr key={e.id} className="border-t border-ink-700 align-top" data-testid="audit-row">
                <td className="py-2 tabular-nums">
                  <ShopTime value={e.createdAt} />
                </td>
                <td className="py-2 break-all">{e.operatorEmail}</td>
                <td className="py-2">{e.action}</td>
                <td className="py-2">
                  <OrderLink entry={e} />
                </td>
                <td className="py-2 text-sm text-mist-300">{e.detail ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
