import { useMemo } from 'react';
import type { AssignableRole } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { Choice, ChoiceListLabels } from '../users/choice-list';

/** The groups dialogs' pickers: their words, and roles and users as choices. */
export interface GroupChoices {
  roleLabels: ChoiceListLabels;
  /** For the members a new group starts with. */
  memberLabels: ChoiceListLabels;
  /** For the users added to an existing group. */
  addMemberLabels: ChoiceListLabels;
  roleChoices(roles: readonly AssignableRole[]): Choice[];
  userChoices(users: readonly TeamUser[]): Choice[];
}

/** Words and choices for the roles and users pickers of the groups dialogs, from the groups catalogue. */
export function useGroupChoices(): GroupChoices {
  const { t } = useMessages(portalGroupsMessages);
  return useMemo(() => {
    const users = (legend: string): ChoiceListLabels => ({
      legend,
      filter: t('portal.groups.users.filter'),
      empty: t('portal.groups.users.empty'),
      noMatch: (query) => t('portal.groups.users.noMatch', { query }),
      selected: (count) => t('portal.groups.users.selected', { count }),
    });
    return {
      roleLabels: {
        legend: t('portal.groups.roles.legend'),
        filter: t('portal.groups.roles.filter'),
        empty: t('portal.groups.roles.empty'),
        noMatch: (query) => t('portal.groups.roles.noMatch', { query }),
        selected: (count) => t('portal.groups.roles.selected', { count }),
      },
      memberLabels: users(t('portal.groups.users.legend')),
      addMemberLabels: users(t('portal.groups.users.addLegend')),
      roleChoices: (roles) => roles.map((r) => ({ id: r.id, label: r.name, description: r.description || undefined })),
      userChoices: (list) =>
        list.map((u) => ({ id: u.id, label: u.name.trim() || u.email, description: u.name.trim() ? u.email : undefined })),
    };
  }, [t]);
}
