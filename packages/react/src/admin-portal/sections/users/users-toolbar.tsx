import type { ReactNode } from 'react';
import type { ColumnDef, VisibilityState } from '../../../ui/table-types';
import type { TeamUser } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { ColumnsMenu } from './columns-menu';

/** Props of UsersToolbar. */
export interface UsersToolbarProps {
  search: string;
  onSearch(value: string): void;
  /** The columns the reader may show or hide. */
  columns: readonly ColumnDef<TeamUser>[];
  visibility: VisibilityState;
  onVisibility(state: VisibilityState): void;
}

/** Above the users table: the email search and the column picker. */
export function UsersToolbar({ search, onSearch, columns, visibility, onVisibility }: UsersToolbarProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  return (
    <div className="gh-users-toolbar">
      <FormField label={t('portal.users.search')} description={t('portal.users.searchHint')} className="gh-users-search">
        <TextInput type="search" autoComplete="off" value={search} onChange={(event) => onSearch(event.target.value)} />
      </FormField>
      <ColumnsMenu
        columns={columns.map((c) => ({ id: c.id!, label: String(c.header) }))}
        state={visibility}
        onChange={onVisibility}
        labels={{ button: t('portal.ui.table.columns'), close: t('portal.common.close') }}
      />
    </div>
  );
}
