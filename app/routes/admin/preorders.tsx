import { Link, data } from "react-router";
import { FilterForm } from "~/components/admin/preorder-filters";
import { SortHeader } from "~/components/admin/sort-header";
import { PAGE_SIZE, parseListQuery } from "~/features/operators/contract";
import { requireOperator } from "~/features/operators/server/guard.server";
import { listPreorders } from "~/features/operators/server/preorder-list.server";
import { servicesContext } from "~/lib/app-context.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import type { Route } from "./+types/preorders";

export const meta: Route.MetaFunction = () => [{ title: "Pre-orders · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.ok) throw data({ error: parsed.error, field: parsed.field }, { status: 400 });
  const result = await listPreorders(database.db, parsed.value);
  return { ...result, query: parsed.value, search: url.search };
}

export default function Preorders({ loaderData }: Route.ComponentProps) {
  const { rows, total, pages, query, search } = loaderData;
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `?${params.toString()}`;
  };
  const exportParams = new URLSearchParams(search);
  exportParams.delete("page");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-mist-50">Pre-orders</h1>
        <a
          href={`/admin/export/preorders.csv?${exportParams.toString()}`}
          className="ml-auto text-brand-300 underline"
          download
        >
          Export CSV
        </a>
      </div>
      <FilterForm query={query} />
      <p className="text-sm text-mist-300" role="status">
        {total} pre-orders · page {query.page} of {pages}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left">
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
              <tr key={r.id} className="border-t border-ink-700">
                <td className="py-2">
                  <Link to={`/admin/preorders/${r.id}`} className="font-mono text-brand-300 underline">
                    {r.reference}
                  </Link>
                </td>
                <td>
                  {r.name}
                  <span className="block text-sm text-mist-300">{r.email}</span>
                </td>
                <td>{r.country}</td>
                <td className="tabular-nums">{formatMoney(r.preorderAmount, r.currency as Currency)}</td>
                <td>{r.status}</td>
                <td className="tabular-nums">
                  {new Date(r.createdAt).toISOString().slice(0, 16).replace("T", " ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="flex gap-3">
        {query.page > 1 ? (
          <Link to={pageLink(query.page - 1)} className="text-brand-300 underline" rel="prev">
            Previous page
          </Link>
        ) : null}
        {query.page < pages ? (
          <Link to={pageLink(query.page + 1)} className="text-brand-300 underline" rel="next">
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
