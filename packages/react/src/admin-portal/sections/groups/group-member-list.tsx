import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

/** The members of a group, each with a Remove button that asks first ("they lose the roles the group gives them"). */
export function GroupMemberList({ group }: { group: Group }): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const removeMembers = useMutation(useAdminData().groups.mutations.removeMembers());
  const members = group.users ?? [];
  const name = group.name;
  return (
    <section className="gh-groups-members gh-section-column" aria-label={t('portal.groups.membersDialog.current')}>
      <p className="gh-form-label">{t('portal.groups.membersDialog.current')}</p>
      {members.length === 0 && <p className="gh-groups-note gh-section-note">{t('portal.groups.membersDialog.none')}</p>}
      <ul className="gh-groups-member-list">
        {members.map((user) => (
          <li key={user.id} className="gh-groups-member">
            <Avatar name={user.name || user.email} src={user.profilePictureUrl} colorKey={user.id} size="sm" />
            <span className="gh-groups-member-text">
              <span className="gh-groups-member-name">{user.name || user.email}</span>
              {user.name && <span className="gh-groups-member-email gh-section-cell-detail">{user.email}</span>}
            </span>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={t('portal.groups.membersDialog.remove', { email: user.email })}>
                  {t('portal.common.remove')}
                </Button>
              }
              title={t('portal.groups.confirm.removeMember.title', { email: user.email, name })}
              description={t('portal.groups.confirm.removeMember.text')}
              confirmLabel={t('portal.groups.confirm.removeMember.action')}
              labels={ui.confirm}
              onConfirm={async () => {
                await removeMembers.mutateAsync({ groupId: group.id, ids: [user.id] });
                notify.success(t('portal.groups.toast.memberRemoved', { email: user.email, name }));
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
