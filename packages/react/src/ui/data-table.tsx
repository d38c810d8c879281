import type { ReactNode } from 'react';
import type { ColumnDef, ColumnMeta, OnChangeFn, RowSelectionState, SortingState, VisibilityState } from './table-types';
import './data-table.css';
import './skeleton.css';

export type * from './table-types';

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
  columns: ColumnDef<T>[];
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

/** The sort order after a click on a column's header: ascending, then descending, then ascending again. */
function nextSort(state: SortingState, id: string): SortingState {
  const current = state[0]?.id === id ? state[0] : undefined;
  return [{ id, desc: current ? !current.desc : false }];
}

/**
 * A table driven by its caller: server-side paging and sorting, column visibility, row selection with a bulk-action
 * bar, skeleton rows while loading, and an empty state. Low-priority columns drop out on narrow screens and the
 * table scrolls inside its own box, so the page never grows wider than the window. (Why this is not TanStack
 * Table: docs/decisions/0047-portal-bundle-accounting.md.)
 */
export function DataTable<T>(props: DataTableProps<T>): ReactNode {
  const { caption, data, labels, paging, sorting, selection, columnVisibility, getRowId } = props;
  if (data !== undefined && data.length === 0) return <div className="gh-table-empty">{props.empty}</div>;
  const hidden = columnVisibility?.state ?? {};
  const columns = props.columns.filter((column) => hidden[column.id] !== false);
  const chosen = selection?.state ?? {};
  const selectedIds = Object.keys(chosen).filter((id) => chosen[id]);
  const ids = (data ?? []).map(getRowId);
  const selectable = selection ? ids.filter((id) => selection.canSelect?.(id) ?? true) : [];
  const allSelected = selectable.length > 0 && selectable.every((id) => chosen[id]);
  const someSelected = !allSelected && selectable.some((id) => chosen[id]);
  const toggleAll = () =>
    selection?.onChange((old) => {
      const next = { ...old };
      for (const id of selectable)
        if (allSelected) delete next[id];
        else next[id] = true;
      return next;
    });
  const toggleRow = (id: string) =>
    selection?.onChange((old) => {
      const next = { ...old };
      if (next[id]) delete next[id];
      else next[id] = true;
      return next;
    });
  const width = columns.length + (selection ? 1 : 0);
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
            <tr>
              {selection && (
                <th scope="col" className="gh-table-cell">
                  <input
                    type="checkbox"
                    className="gh-checkbox"
                    aria-label={labels.selectAll}
                    checked={allSelected}
                    disabled={selectable.length === 0}
                    ref={(el) => {
                      if (el) el.indeterminate = someSelected;
                    }}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const canSort = sorting !== undefined && column.sortable === true;
                const order = sorting?.state[0]?.id === column.id ? sorting.state[0] : undefined;
                const sorted = order ? (order.desc ? 'desc' : 'asc') : false;
                const title = typeof column.header === 'function' ? column.header() : column.header;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cellClass(column.meta)}
                    aria-sort={sorted ? ariaSort[sorted] : canSort ? 'none' : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="gh-table-sort"
                        onClick={() => sorting.onChange((old) => nextSort(old, column.id))}
                        title={labels.sortBy(typeof column.header === 'string' ? column.header : column.id)}
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
          </thead>
          <tbody>
            {data === undefined
              ? Array.from({ length: props.skeletonRows ?? 5 }, (_, i) => (
                  <tr key={i} className="gh-table-skeleton-row">
                    {Array.from({ length: width }, (_, c) => (
                      <td key={c} className={cellClass(columns[c - (selection ? 1 : 0)]?.meta)}>
                        <span className="gh-skeleton gh-table-skeleton" />
                      </td>
                    ))}
                  </tr>
                ))
              : data.map((original, index) => {
                  const id = ids[index]!;
                  const row = { id, original };
                  return (
                    <tr key={id} data-selected={chosen[id] || undefined}>
                      {selection && (
                        <td className="gh-table-cell">
                          <input
                            type="checkbox"
                            className="gh-checkbox"
                            aria-label={labels.selectRow(props.rowName ? props.rowName(original) : id)}
                            checked={chosen[id] === true}
                            disabled={!(selection.canSelect?.(id) ?? true)}
                            onChange={() => toggleRow(id)}
                          />
                        </td>
                      )}
                      {columns.map((column) => (
                        <td key={column.id} className={cellClass(column.meta)}>
                          {column.cell({ row })}
                        </td>
                      ))}
                    </tr>
                  );
                })}
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

function cellClass(meta: ColumnMeta | undefined): string {
  let name = 'gh-table-cell';
  if (meta?.priority === 'md' || meta?.priority === 'sm') name += ` gh-table-hide-${meta.priority}`;
  if (meta?.actions) name += ' gh-table-actions';
  return name;
}
