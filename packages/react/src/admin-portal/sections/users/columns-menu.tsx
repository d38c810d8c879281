import type { ReactNode } from 'react';
import type { VisibilityState } from '../../../ui/table-types';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ChevronDownIcon } from '../../../ui/icons';
import { Popover } from '../../../ui/popover';

/** Props of ColumnsMenu. */
export interface ColumnsMenuProps {
  /** The columns a reader may show or hide, with their headers. */
  columns: readonly { id: string; label: string }[];
  state: VisibilityState;
  onChange(state: VisibilityState): void;
  labels: { button: string; close: string };
}

/** A "Columns" button opening a list of checkboxes, one per column; at least one column stays shown. */
export function ColumnsMenu({ columns, state, onChange, labels }: ColumnsMenuProps): ReactNode {
  const shown = columns.filter((c) => state[c.id] !== false);
  return (
    <Popover
      trigger={
        <Button variant="secondary" size="sm" icon={<ChevronDownIcon aria-hidden="true" />}>
          {labels.button}
        </Button>
      }
      title={labels.button}
      labels={{ close: labels.close }}
      align="end"
    >
      <div className="gh-users-columns">
        {columns.map((column) => {
          const visible = state[column.id] !== false;
          return (
            <Checkbox
              key={column.id}
              label={column.label}
              checked={visible}
              disabled={visible && shown.length === 1}
              onCheckedChange={(on) => onChange({ ...state, [column.id]: on })}
            />
          );
        })}
      </div>
    </Popover>
  );
}
