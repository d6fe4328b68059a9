import { Fragment, type ReactElement, type ReactNode } from "react";

/**
 * A table of the console: a caption for screen readers, one header row, then the rows given.
 * A column is its heading, or its own `<th>` (a sortable header, say); from `figuresFrom` on the
 * headings are right-aligned over figures. Dense tables set their body in small type.
 */
export function ConsoleTable({
  caption,
  columns,
  figuresFrom = Infinity,
  dense = false,
  wideScreensOnly = false,
  children,
}: {
  caption: string;
  columns: readonly (string | ReactElement)[];
  figuresFrom?: number;
  dense?: boolean;
  /** Hidden on phones, which get a list of cards instead. */
  wideScreensOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wideScreensOnly ? "hidden overflow-x-auto sm:block" : "overflow-x-auto"}>
      {/* A gap between columns: on a phone a date would otherwise run into its neighbour. */}
      <table
        className={`w-full text-left [&_td:not(:last-child)]:pr-4 [&_th:not(:last-child)]:pr-4 ${dense ? "text-sm" : ""}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-sm text-mist-300">
            {columns.map((column, i) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={i >= figuresFrom ? "text-right" : undefined}>
                  {column}
                </th>
              ) : (
                <Fragment key={i}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
