import { data, Link } from "react-router";
import { FilterForm } from "~/components/admin/preorder-filters";
import { PreorderRows } from "~/components/admin/preorder-rows";
import { parseListQuery, preorderListQuery } from "~/features/operators/contract";
import { listPreorders, type PreorderListRow } from "~/features/operators/server/preorder-list.server";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/preorders";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = () => [{ title: "Pre-orders · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
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
  return (
    <ConsolePage
      title="Pre-orders"
      actions={
        <a
          href={`/admin/export/preorders.csv?${exportParams.toString()}`}
          className="ml-auto py-2 text-brand-300 underline"
          download
        >
          Export CSV
        </a>
      }
    >
      <FilterForm query={query} error={error} />
      <p className="text-sm text-mist-300" role="status">
        {capped ? `More than ${total}` : total} pre-orders · page {query.page} of {pages}
        {capped ? "+" : ""}
      </p>
      <PreorderRows rows={rows} query={query} search={search} />
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
    </ConsolePage>
  );
}
