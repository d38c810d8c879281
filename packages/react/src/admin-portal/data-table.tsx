import type { ReactNode } from 'react';
import { FormError } from '../login-box/form-error';
import type { QueryView } from './data/query-view';

/** A column of DataTable. */
export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** Sort field sent to the server when the header is pressed. */
  sortField?: string;
}

/** The sort the table shows. */
export interface TableSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** Props of DataTable. */
export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: QueryView<T[]>;
  rowKey(row: T): string;
  emptyText: string;
  sort?: TableSort;
  onSort?(sort: TableSort): void;
}

/** A table with loading, error (the server's message) and empty states; sorting is the caller's (server side). */
export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, sort, onSort }: DataTableProps<T>): ReactNode {
  const items = rows.data ?? [];
  return (
    <div className="gh-admin-table-wrap">
      {rows.status === 'error' && <FormError message={rows.error} />}
      {rows.status === 'loading' && (
        <p className="gh-status" role="status">
          Loading…
        </p>
      )}
      {rows.status === 'ready' && items.length === 0 && <p className="gh-text gh-admin-empty">{emptyText}</p>}
      {items.length > 0 && (
        <table className="gh-admin-table" aria-busy={rows.status === 'loading'}>
          <caption className="gh-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort && column.sortField === sort.field ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    className="gh-admin-cell"
                    scope="col"
                    aria-sort={sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : undefined}
                  >
                    {column.sortField && onSort ? (
                      <button
                        type="button"
                        className="gh-admin-sort"
                        onClick={() => onSort({ field: column.sortField!, direction: sorted === 'ASC' ? 'DESC' : 'ASC' })}
                      >
                        {column.header}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className="gh-admin-cell">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
