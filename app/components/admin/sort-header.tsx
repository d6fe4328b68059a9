import { Link } from "react-router";
import type { PreorderListQuery, PreorderSort } from "~/features/operators/contract";

/** A sortable column header: a link that sorts by it, toggling direction; `aria-sort` tells which. */
export function SortHeader(props: {
  label: string;
  column: PreorderSort;
  query: PreorderListQuery;
  search: string;
}) {
  const { label, column, query, search } = props;
  const active = query.sort === column;
  const params = new URLSearchParams(search);
  params.set("sort", column);
  params.set("dir", active && query.dir === "desc" ? "asc" : "desc");
  params.delete("page");
  return (
    <th scope="col" aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}>
      <Link to={`?${params.toString()}`} className="underline-offset-4 hover:underline">
        {label}
        {active ? (query.dir === "asc" ? " ↑" : " ↓") : ""}
        <span className="sr-only">, sort</span>
      </Link>
    </th>
  );
}
