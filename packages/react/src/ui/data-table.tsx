import { useMemo, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import './data-table.css';
import './skeleton.css';

/** Where a column may drop out on a narrow screen: 'md' hides it below 768 px, 'sm' below 480 px. */
export type ColumnPriority = 'always' | 'md' | 'sm';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<TData, TValue> {
    /** Narrow screens hide low-priority columns instead of scrolling the page sideways. */
    priority?: ColumnPriority;
    /** A cell that holds the row's actions: right-aligned, never hidden. */
    actions?: boolean;
  }
}

/** Words the table shows; the portal passes them from its message catalogue. */
export interface DataTableLabels {
  loading: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  pageOf(page: number, pages: number): string;
  selectAll: string;
  selectRow(rowName: string): string;
  /** "3 selected". */
  selected(count: number): string;
  /** Read by screen readers on a sortable header: "Sort by Name". */
  sortBy(column: string): string;
}

/** Server-side paging: the table shows the page it is given and asks for another. */
export interface DataTablePaging {
  pageIndex: number;
  pageCount: number;
  onPageChange(pageIndex: number): void;
}

/** Row selection for bulk actions. */
export interface DataTableSelection {
  state: RowSelectionState;
  onChange: OnChangeFn<RowSelectionState>;
  /** Whether a row may be selected (e.g. not the signed-in user's own row). */
  canSelect?(rowId: string): boolean;
  /** The bar shown while rows are selected, given the selected row ids. */
  actions(selectedIds: string[]): ReactNode;
}

/** Props of DataTable. */
export interface DataTableProps<T> {
  /** Accessible name of the table. */
  caption: string;
  columns: ColumnDef<T, never>[];
  /** The rows; undefined while the first page loads (skeleton rows show). */
  data: T[] | undefined;
  getRowId(row: T): string;
  /** A short name of a row for the selection checkbox's label. */
  rowName?(row: T): string;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  labels: DataTableLabels;
  /** True while a later page or a new sort loads: the old rows stay, marked busy. */
  fetching?: boolean;
  paging?: DataTablePaging;
  /** Server-side sorting: the table reports the wanted order, the caller loads it. */
  sorting?: { state: SortingState; onChange: OnChangeFn<SortingState> };
  columnVisibility?: { state: VisibilityState; onChange: OnChangeFn<VisibilityState> };
  selection?: DataTableSelection;
  /** Skeleton rows while loading (default 5). */
  skeletonRows?: number;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table on TanStack Table: server-side paging and sorting, column visibility, row selection with a bulk-action
 * bar, skeleton rows while loading, and an empty state. Low-priority columns drop out on narrow screens and the
 * table scrolls inside its own box, so the page never grows wider than the window.
 */
export function DataTable<T>(props: DataTableProps<T>): ReactNode {
  const { caption, data, labels, paging, sorting, selection, columnVisibility } = props;
  const columns = useMemo(
    () => (selection ? [selectColumn<T>(labels, props.rowName), ...props.columns] : props.columns),
    [selection, labels, props.rowName, props.columns],
  );
  const table = useReactTable<T>({
    data: data ?? [],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: paging?.pageCount ?? 1,
    enableSorting: sorting !== undefined,
    enableMultiSort: false,
    enableRowSelection: selection ? (row) => selection.canSelect?.(row.id) ?? true : false,
    state: {
      sorting: sorting?.state ?? [],
      rowSelection: selection?.state ?? {},
      columnVisibility: columnVisibility?.state ?? {},
    },
    onSortingChange: sorting?.onChange,
    onRowSelectionChange: selection?.onChange,
    onColumnVisibilityChange: columnVisibility?.onChange,
  });
  const selectedIds = Object.keys(selection?.state ?? {}).filter((id) => selection?.state[id]);
  if (data !== undefined && data.length === 0) return <div className="gh-table-empty">{props.empty}</div>;
  const visible = table.getVisibleLeafColumns();
  return (
    <div className="gh-table">
      {selection && selectedIds.length > 0 && (
        <div className="gh-table-bulk" role="region" aria-label={labels.selected(selectedIds.length)}>
          <span className="gh-table-bulk-count">{labels.selected(selectedIds.length)}</span>
          {selection.actions(selectedIds)}
        </div>
      )}
      <div className="gh-table-scroll">
        <table className="gh-table-grid" aria-busy={data === undefined || props.fetching ? true : undefined}>
          <caption className="gh-visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClass(meta)}
                      aria-sort={sorted ? ariaSort[sorted] : header.column.getCanSort() ? 'none' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="gh-table-sort"
                          onClick={header.column.getToggleSortingHandler()}
                          title={labels.sortBy(String(header.column.columnDef.header ?? header.id))}
                        >
                          {title}
                          <span className="gh-table-sort-mark" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {data === undefined
              ? Array.from({ length: props.skeletonRows ?? 5 }, (_, i) => (
                  <tr key={i} className="gh-table-skeleton-row">
                    {visible.map((column) => (
                      <td key={column.id} className={cellClass(column.columnDef.meta)}>
                        <span className="gh-skeleton gh-table-skeleton" />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {data === undefined && (
          <span className="gh-visually-hidden" role="status">
            {labels.loading}
          </span>
        )}
      </div>
      {paging && paging.pageCount > 1 && (
        <nav className="gh-table-pager" aria-label={caption}>
          <button
            type="button"
            className="gh-button gh-button-secondary"
            disabled={paging.pageIndex <= 0}
            onClick={() => paging.onPageChange(paging.pageIndex - 1)}
          >
            {labels.previous}
          </button>
          <span className="gh-table-page" aria-live="polite">
            {labels.pageOf(paging.pageIndex + 1, paging.pageCount)}
          </span>
          <button
            type="button"
            className="gh-button gh-button-secondary"
            disabled={paging.pageIndex >= paging.pageCount - 1}
            onClick={() => paging.onPageChange(paging.pageIndex + 1)}
          >
            {labels.next}
          </button>
        </nav>
      )}
    </div>
  );
}

function cellClass(meta: { priority?: ColumnPriority; actions?: boolean } | undefined): string {
  let name = 'gh-table-cell';
  if (meta?.priority === 'md' || meta?.priority === 'sm') name += ` gh-table-hide-${meta.priority}`;
  if (meta?.actions) name += ' gh-table-actions';
  return name;
}

/** The leading checkbox column of a selectable table. */
function selectColumn<T>(labels: DataTableLabels, rowName: ((row: T) => string) | undefined): ColumnDef<T, never> {
  return {
    id: '__select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className="gh-checkbox"
        aria-label={labels.selectAll}
        checked={table.getIsAllRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="gh-checkbox"
        aria-label={labels.selectRow(rowName ? rowName(row.original) : row.id)}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
