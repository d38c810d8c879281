import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { AssignableRole } from '@gatehouse/client';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { ChoiceList } from './choice-list';

/** Props of RolesField: the form's control, whose values hold the chosen `roleIds`. */
export interface RolesFieldProps<T extends FieldValues & { roleIds: string[] }> {
  control: Control<T>;
  roles: readonly AssignableRole[];
  disabled?: boolean;
}

/**
 * The roles a member gets, as a filterable list of checkboxes (fits thirty roles in a dialog on a phone), bound to
 * the form's `roleIds` with its error: the invite, bulk invite, link and edit-roles dialogs all pick roles this way.
 */
export function RolesField<T extends FieldValues & { roleIds: string[] }>({ control, roles, disabled }: RolesFieldProps<T>): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  return (
    <Controller
      control={control}
      name={'roleIds' as Path<T>}
      render={({ field, fieldState }) => (
        <ChoiceList
          choices={roles.map((r) => ({ id: r.id, label: r.name, description: r.description || undefined }))}
          value={field.value as string[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
          disabled={disabled}
          labels={{
            legend: t('portal.users.roles.legend'),
            filter: t('portal.users.roles.filter'),
            empty: t('portal.users.roles.empty'),
            noMatch: (query) => t('portal.users.roles.noMatch', { query }),
            selected: (count) => t('portal.users.roles.selected', { count }),
          }}
        />
      )}
    />
  );
}
