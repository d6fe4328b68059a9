import { data, Link } from "react-router";
import { FilterForm } from "~/components/admin/preorder-filters";
import { ShopTime } from "~/components/admin/shop-time";
import { SortHeader } from "~/components/admin/sort-header";
import { CancellationBadge, StatusBadge } from "~/components/admin/ui";
import { PAGE_SIZE, parseListQuery, preorderListQuery } from "~/features/operators/contract";
import { requireOperator } from "~/features/operators/server/guard.server";
import { listPreorders, type PreorderListRow } from "~/features/operators/server/preorder-list.server";
import { servicesContext } from "~/features/app-context.server";
import { formatMoney } from "~/lib/money";
import type { Route } from "./+types/preorders";

export const meta: Route.MetaFunction = () => [{ title: "Pre-orders · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.ok) {
    // The form shows the message next to what was typed (control characters left out); nothing
    // is listed until it is fixed.
    const typed = Object.fromEntries(url.searchParams);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    const q = typed.q?.replace(/[\u0000-\u001f\u007f\ufffd]/g, "");
    return data(
      {
        rows: [] as PreorderListRow[],
        total: 0,
        capped: false,
        pages: 1,
        // An unknown state cannot be selected in the drop-down: it shows "Any" under the error.
        query: {
          ...preorderListQuery.parse({}),
          q,
          state: preorderListQuery.shape.state.safeParse(typed.state).data,
        },
        search: url.search,
        error: { field: parsed.field, message: parsed.error },
      },
      { status: 400 },
    );
  }
  const result = await listPreorders(database.db, parsed.value);
  return { ...result, query: parsed.value, search: url.search, error: null };
}

export default function Preorders({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, pages, query, search, error } = loaderData;
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `?${params.toString()}`;
  };
  const exportParams = new URLSearchParams(search);
  exportParams.delete("page");
  const money = (r: PreorderListRow) => formatMoney(r.preorderAmount, r.currency);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-mist-50">Pre-orders</h1>
        <a
          href={`/admin/export/preorders.csv?${exportParams.toString()}`}
          className="ml-auto py-2 text-brand-300 underline"
          download
        >
          Export CSV
        </a>
      </div>
      <FilterForm query={query} error={error} />
      <p className="text-sm text-mist-300" role="status">
        {capped ? `More than ${total}` : total} pre-orders · page {query.page} of {pages}
        {capped ? "+" : ""}
      </p>
      {/* Phones get one card per order; wider screens the sortable table. */}
      <ul className="space-y-3 sm:hidden" aria-label="Pre-orders">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-ink-600 bg-ink-900 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/preorders/${r.id}`} className="py-1 font-mono text-brand-300 underline">
                {r.reference}
              </Link>
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
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left">
          <caption className="sr-only">Pre-orders, {PAGE_SIZE} per page</caption>
          <thead>
            <tr className="text-sm text-mist-300">
              <th scope="col">Reference</th>
              <SortHeader label="Buyer" column="name" query={query} search={search} />
              <th scope="col">Country</th>
              <SortHeader label="Booking" column="amount" query={query} search={search} />
              <SortHeader label="State" column="status" query={query} search={search} />
              <SortHeader label="Created" column="created" query={query} search={search} />
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-ink-700 align-top">
                <td className="py-2">
                  <Link to={`/admin/preorders/${r.id}`} className="font-mono text-brand-300 underline">
                    {r.reference}
                  </Link>
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
                <td className="py-2 tabular-nums">
                  <ShopTime value={r.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="flex gap-3">
        {query.page > 1 ? (
          <Link to={pageLink(query.page - 1)} className="py-2 text-brand-300 underline" rel="prev">
            Previous page
          </Link>
        ) : null}
        {query.page < pages ? (
          <Link to={pageLink(query.page + 1)} className="py-2 text-brand-300 underline" rel="next">
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
