import type { ReactNode } from 'react';
import type { AssignableRole } from '@gatehouse/client';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { ChoiceList } from './choice-list';

/** Props of RolesField. */
export interface RolesFieldProps {
  roles: readonly AssignableRole[];
  value: readonly string[];
  onChange(roleIds: string[]): void;
  error?: string;
  disabled?: boolean;
}

/** The roles a member gets, as a filterable list of checkboxes (fits thirty roles in a dialog on a phone). */
export function RolesField({ roles, ...props }: RolesFieldProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  return (
    <ChoiceList
      {...props}
      choices={roles.map((r) => ({ id: r.id, label: r.name, description: r.description || undefined }))}
      labels={{
        legend: t('portal.users.roles.legend'),
        filter: t('portal.users.roles.filter'),
        empty: t('portal.users.roles.empty'),
        noMatch: (query) => t('portal.users.roles.noMatch', { query }),
        selected: (count) => t('portal.users.roles.selected', { count }),
      }}
    />
  );
}
