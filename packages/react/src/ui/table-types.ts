import type { ReactNode } from 'react';

/** Where a column may drop out on a narrow screen: 'md' hides it below 768 px, 'sm' below 480 px. */
export type ColumnPriority = 'always' | 'md' | 'sm';

/** How a column lays out. */
export interface ColumnMeta {
  /** Narrow screens hide low-priority columns instead of scrolling the page sideways. */
  priority?: ColumnPriority;
  /** A cell that holds the row's actions: right-aligned, never hidden. */
  actions?: boolean;
}

/** What a cell renderer gets: the row's id and its data. */
export interface CellContext<T> {
  row: { id: string; original: T };
}

/** One column of a DataTable. */
export interface ColumnDef<T> {
  id: string;
  /** The column's title, or a renderer for a title that is not plain text (e.g. a visually hidden "Actions"). */
  header: string | (() => ReactNode);
  cell(context: CellContext<T>): ReactNode;
  /** Offers a sort button when the table is given `sorting`; the caller sorts on the server. */
  sortable?: boolean;
  meta?: ColumnMeta;
}

/** The wanted order: one column, ascending or descending (an empty list means the server's default). */
export type SortingState = { id: string; desc: boolean }[];
/** Selected row ids. */
export type RowSelectionState = Record<string, boolean>;
/** Column ids mapped to false when hidden (absent means shown). */
export type VisibilityState = Record<string, boolean>;
/** A new state, or a function from the old state to the new one. */
export type Updater<S> = S | ((old: S) => S);
/** A state change handler in the React `setState` shape. */
export type OnChangeFn<S> = (updater: Updater<S>) => void;
