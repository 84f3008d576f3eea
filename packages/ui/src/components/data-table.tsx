import type * as React from "react";
import { cn } from "../lib/utils";

type DataTableColumn = {
  key: string;
  header: string;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
};

type DataTableProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Names the table and its scrollable region. */
  caption: string;
  columns: readonly DataTableColumn[];
  /** One record per row; the first column's cell is the row's header. Values render as text. */
  rows: readonly Record<string, string | number>[];
};

/**
 * A captioned table of figures in a keyboard-scrollable region: the first column heads each row,
 * so a screen reader announces "Errors, Moving Services: 1". On a narrow screen it scrolls
 * sideways inside its region instead of widening the page.
 */
function DataTable({ caption, columns, rows, className, ...props }: DataTableProps) {
  const [rowHeader, ...cells] = columns;
  return (
    <div
      data-slot="data-table"
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        "max-w-full overflow-auto rounded-md border outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn("px-3 py-2 font-medium", column.numeric && "text-right")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t">
              {rowHeader && (
                <th scope="row" className="px-3 py-2 font-medium break-words">
                  {row[rowHeader.key] ?? ""}
                </th>
              )}
              {cells.map((column) => (
                <td
                  key={column.key}
                  className={cn("px-3 py-2", column.numeric && "text-right tabular-nums")}
                >
                  {row[column.key] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { DataTable, type DataTableColumn, type DataTableProps };
