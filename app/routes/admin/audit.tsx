import { recentAudit } from "~/features/operators/server/audit.server";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/audit";
import { ConsoleTable } from "~/components/admin/console-table";
import { PreorderLink } from "~/components/admin/preorder-link";
import { ShopTime } from "~/components/admin/shop-time";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  const { database } = args.context.get(servicesContext);
  return { entries: await recentAudit(database.db, 200) };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

function OrderLink({ entry }: { entry: Entry }) {
  if (!entry.preorderId) return <>—</>;
  return <PreorderLink id={entry.preorderId} reference={entry.reference ?? "Deleted order"} />;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <ConsolePage title="Audit log">
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
      <ConsoleTable
        caption="The latest 200 operator actions"
        columns={["When", "Operator", "Action", "Order", "Detail"]}
        wideScreensOnly
      >
        {entries.map((e) => (
          <tr key={e.id} className="border-t border-ink-700 align-top" data-testid="audit-row">
            <td className="py-2">
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
      </ConsoleTable>
    </ConsolePage>
  );
}
