import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { Group, TeamUser } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { ChoiceList } from '../users/choice-list';
import { FormAlert } from '../users/form-alert';
import { GroupMemberList } from './group-member-list';
import { useGroupChoices } from './use-group-choices';

/** Props of GroupMembersDialog (rendered while open). */
export interface GroupMembersDialogProps {
  /** The group as the list has it now (it reloads after each change, and the dialog follows). */
  group: Group;
  /** The tenant's users, offered to add. */
  users: readonly TeamUser[] | undefined;
  onClose(): void;
}

/**
 * A group's members: each can be removed (after a confirmation), and users of the tenant ticked in a filterable
 * list (fifty fit on a phone) are added with "Add selected". The dialog stays open, showing the list as it now is.
 */
export function GroupMembersDialog({ group, users, onClose }: GroupMembersDialogProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const choices = useGroupChoices();
  const addMembers = useMutation(useAdminData().groups.mutations.addMembers());
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const members = group.users ?? [];
  const memberIds = new Set(members.map((u) => u.id));
  const candidates = (users ?? []).filter((u) => !memberIds.has(u.id));
  const add = async () => {
    const ids = picked.filter((id) => !memberIds.has(id));
    if (ids.length === 0) return;
    setError(undefined);
    try {
      await addMembers.mutateAsync({ groupId: group.id, ids });
      notify.success(t('portal.groups.toast.membersAdded', { count: ids.length, name: group.name }));
      setPicked([]);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.groups.membersDialog.title', { name: group.name })}
      labels={ui.dialog}
      dismissible={!addMembers.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={addMembers.isPending}>
            {t('portal.common.close')}
          </Button>
          {/* Never disabled: it keeps focus after adding, and with nothing ticked it has nothing to do. */}
          <Button type="submit" variant="primary" loading={addMembers.isPending}>
            {t('portal.groups.membersDialog.add')}
          </Button>
        </>
      }
    >
      <FormAlert message={error} />
      <GroupMemberList group={group} />
      <ChoiceList
        choices={choices.userChoices(candidates)}
        value={picked}
        onChange={setPicked}
        labels={choices.addMemberLabels}
        loading={users === undefined}
        disabled={addMembers.isPending}
      />
    </Dialog>
  );
}
