import type { ReactNode } from 'react';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';

/** What a group's row menu opens. */
export type GroupAction = 'edit' | 'members' | 'delete';

/** Props of GroupRowMenu. */
export interface GroupRowMenuProps {
  group: Group;
  onAction(action: GroupAction, group: Group): void;
}

/** A group's "More actions" menu: Edit, Members, Delete (which asks first). */
export function GroupRowMenu({ group, onAction }: GroupRowMenuProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  return (
    <DropdownMenu
      trigger={
        <IconButton label={t('portal.groups.menu', { name: group.name })} size="sm">
          <MoreIcon />
        </IconButton>
      }
      items={[
        { label: t('portal.groups.action.edit'), onSelect: () => onAction('edit', group) },
        { label: t('portal.groups.action.members'), onSelect: () => onAction('members', group) },
        { type: 'separator' },
        { label: t('portal.groups.action.delete'), tone: 'danger', onSelect: () => onAction('delete', group) },
      ]}
    />
  );
}
