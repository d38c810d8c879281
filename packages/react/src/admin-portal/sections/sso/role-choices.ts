import { useMemo } from 'react';
import type { AssignableRole } from '@gatehouse/client';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { ChoiceListLabels } from '../users/choice-list';

/** The roles pickers' words, from the SSO catalogue. */
export function useRoleLabels(legend: string): ChoiceListLabels {
  const { t } = useMessages(portalSsoMessages);
  return useMemo(
    () => ({
      legend,
      filter: t('portal.sso.roles.filter'),
      empty: t('portal.sso.roles.empty'),
      noMatch: (query) => t('portal.sso.roles.noMatch', { query }),
      selected: (count) => t('portal.sso.roles.selected', { count }),
    }),
    [t, legend],
  );
}

/** Roles as the pickers offer them. */
export const roleChoices = (roles: readonly AssignableRole[]) =>
  roles.map((r) => ({ id: r.id, label: r.name, description: r.description || undefined }));
