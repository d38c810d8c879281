// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDef, RowSelectionState, SortingState } from './table-types';
import { render, type Rendered } from '../test-utils/render';
import { DataTable, type DataTableLabels } from './data-table';

interface Person {
  id: string;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 'u2', name: 'Grace Hopper', email: 'grace@example.com' },
];

const labels: DataTableLabels = {
  loading: 'Loading…',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  selectAll: 'Select all',
  selectRow: (name) => `Select ${name}`,
  selected: (count) => `${count} selected`,
  sortBy: (column) => `Sort by ${column}`,
};

const columns: ColumnDef<Person>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: ({ row }) => row.original.name },
  { id: 'email', header: 'Email', meta: { priority: 'md' }, cell: ({ row }) => row.original.email },
];

let mounted: Rendered | undefined;
afterEach(() => mounted?.unmount());

const click = (el: Element | null | undefined) => act(() => (el as HTMLElement).click());
const rows = () => [...mounted!.container.querySelectorAll('tbody tr')].map((tr) => tr.textContent);

describe('DataTable', () => {
  it('shows skeleton rows and a status while the first page loads, then the rows', async () => {
    mounted = await render(
      <DataTable caption="People" columns={columns} data={undefined} getRowId={(p) => p.id} empty="None" labels={labels} />,
    );
    expect(mounted.container.querySelectorAll('.gh-table-skeleton-row')).toHaveLength(5);
    expect(mounted.container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(mounted.container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    mounted.unmount();
    mounted = await render(
      <DataTable caption="People" columns={columns} data={people} getRowId={(p) => p.id} empty="None" labels={labels} />,
    );
    expect(rows()).toEqual(['Ada Lovelaceada@example.com', 'Grace Hoppergrace@example.com']);
    expect(mounted.container.querySelector('td.gh-table-hide-md')).not.toBeNull();
  });

  it('shows the empty state instead of a table when there are no rows', async () => {
    mounted = await render(
      <DataTable caption="People" columns={columns} data={[]} getRowId={(p) => p.id} empty={<p>No people yet</p>} labels={labels} />,
    );
    expect(mounted.container.querySelector('table')).toBeNull();
    expect(mounted.container.textContent).toBe('No people yet');
  });

  it('asks the caller for the next sort order; only sortable columns offer it', async () => {
    const seen: SortingState[] = [];
    function Sorted() {
      const [state, setState] = useState<SortingState>([]);
      return (
        <DataTable
          caption="People"
          columns={columns}
          data={people}
          getRowId={(p) => p.id}
          empty="None"
          labels={labels}
          sorting={{
            state,
            onChange: (updater) =>
              setState((old) => {
                const next = typeof updater === 'function' ? updater(old) : updater;
                seen.push(next);
                return next;
              }),
          }}
        />
      );
    }
    mounted = await render(<Sorted />);
    const headers = mounted.container.querySelectorAll('th');
    expect(headers[1]!.querySelector('button')).toBeNull();
    await click(headers[0]!.querySelector('button'));
    expect(seen.at(-1)).toEqual([{ id: 'name', desc: false }]);
    expect(mounted.container.querySelector('th')?.getAttribute('aria-sort')).toBe('ascending');
    await click(mounted.container.querySelector('th button'));
    expect(seen.at(-1)).toEqual([{ id: 'name', desc: true }]);
    expect(mounted.container.querySelector('th')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('pages on the server: previous is off on the first page, next asks for the following one', async () => {
    const onPageChange = vi.fn();
    mounted = await render(
      <DataTable
        caption="People"
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        empty="None"
        labels={labels}
        paging={{ pageIndex: 0, pageCount: 3, onPageChange }}
      />,
    );
    const [previous, next] = mounted.container.querySelectorAll<HTMLButtonElement>('.gh-table-pager button');
    expect(previous!.disabled).toBe(true);
    expect(mounted.container.querySelector('.gh-table-page')?.textContent).toBe('Page 1 of 3');
    await click(next);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('selects rows for a bulk action, never a row the caller forbids', async () => {
    const acted: string[][] = [];
    function Selectable() {
      const [state, setState] = useState<RowSelectionState>({});
      return (
        <DataTable
          caption="People"
          columns={columns}
          data={people}
          getRowId={(p) => p.id}
          rowName={(p) => p.name}
          empty="None"
          labels={labels}
          selection={{
            state,
            onChange: setState,
            canSelect: (id) => id !== 'u1',
            actions: (ids) => (
              <button type="button" onClick={() => acted.push(ids)}>
                Disable
              </button>
            ),
          }}
        />
      );
    }
    mounted = await render(<Selectable />);
    const ada = mounted.container.querySelector<HTMLInputElement>('input[aria-label="Select Ada Lovelace"]')!;
    expect(ada.disabled).toBe(true);
    await click(mounted.container.querySelector('input[aria-label="Select all"]'));
    expect(mounted.container.querySelector('.gh-table-bulk-count')?.textContent).toBe('1 selected');
    await click([...mounted.container.querySelectorAll('.gh-table-bulk button')].find((b) => b.textContent === 'Disable'));
    expect(acted).toEqual([['u2']]);
  });

  it('hides a column the caller turns off', async () => {
    mounted = await render(
      <DataTable
        caption="People"
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        empty="None"
        labels={labels}
        columnVisibility={{ state: { email: false }, onChange: () => undefined }}
      />,
    );
    expect([...mounted.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name']);
  });
});
