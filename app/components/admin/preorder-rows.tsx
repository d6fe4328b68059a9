import { PAGE_SIZE, type PreorderListQuery } from "~/features/operators/contract";
import type { PreorderListRow } from "~/features/operators/server/preorder-list.server";
import { formatMoney } from "~/lib/money";
import { ConsoleTable } from "./console-table";
import { PreorderLink } from "./preorder-link";
import { ShopTime } from "./shop-time";
import { SortHeader } from "./sort-header";
import { CancellationBadge, StatusBadge } from "./ui";

const money = (r: PreorderListRow) => formatMoney(r.preorderAmount, r.currency);

/** One page of the pre-order list: a card per order on phones, the sortable table on wider screens. */
export function PreorderRows({
  rows,
  query,
  search,
}: {
  rows: readonly PreorderListRow[];
  query: PreorderListQuery;
  search: string;
}) {
  return (
    <>
      {/* Phones get one card per order; wider screens the sortable table. */}
      <ul className="space-y-3 sm:hidden" aria-label="Pre-orders">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-ink-600 bg-ink-900 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <PreorderLink id={r.id} reference={r.reference} className="py-1" />
              <StatusBadge status={r.status} />
              {r.cancellationRequestedAt ? <CancellationBadge /> : null}
            </div>
            <p className="mt-1">{r.name}</p>
            <p className="text-sm break-all text-mist-300">{r.email}</p>
            <p className="mt-1 text-sm text-mist-300 tabular-nums">
              {money(r)} · {r.country} · <ShopTime value={r.createdAt} />
            </p>
          </li>
        ))}
      </ul>
      <ConsoleTable
        caption={`Pre-orders, ${PAGE_SIZE} per page`}
        columns={[
          "Reference",
          <SortHeader label="Buyer" column="name" query={query} search={search} />,
          "Country",
          <SortHeader label="Booking" column="amount" query={query} search={search} />,
          <SortHeader label="State" column="status" query={query} search={search} />,
          <SortHeader label="Created" column="created" query={query} search={search} />,
        ]}
        wideScreensOnly
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-ink-700 align-top">
            <td className="py-2">
              <PreorderLink id={r.id} reference={r.reference} />
            </td>
            <td className="py-2">
              {r.name}
              <span className="block text-sm break-all text-mist-300">{r.email}</span>
            </td>
            <td className="py-2">{r.country}</td>
            <td className="py-2 tabular-nums">{money(r)}</td>
            <td className="space-y-1 py-2">
              <StatusBadge status={r.status} />
              {r.cancellationRequestedAt ? (
                <span className="block">
                  <CancellationBadge />
                </span>
              ) : null}
            </td>
            <td className="py-2">
              <ShopTime value={r.createdAt} />
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
