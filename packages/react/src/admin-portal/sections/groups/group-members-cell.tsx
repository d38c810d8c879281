import type { ReactNode } from 'react';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Avatar } from '../../../ui/avatar';

const SHOWN = 4;

/** The members column: up to four overlapping avatars and the count ("3 members"); the names are in the title. */
export function GroupMembersCell({ group }: { group: Group }): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const members = group.users ?? [];
  return (
    <div className="gh-group-members" title={members.map((u) => u.name || u.email).join(', ') || undefined}>
      {members.length > 0 && (
        <span className="gh-group-avatars">
          {members.slice(0, SHOWN).map((u) => (
            <Avatar key={u.id} name={u.name || u.email} src={u.profilePictureUrl} colorKey={u.id} size="sm" />
          ))}
        </span>
      )}
      <span className="gh-group-members-count">{t('portal.groups.members.count', { count: members.length })}</span>
    </div>
  );
}
