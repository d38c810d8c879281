import type { ReactNode } from 'react';
import type { AssignableRole } from '@gatehouse/client';
import type { Group, TeamUser } from '@gatehouse/contracts';
import { CreateGroupDialog } from './create-group-dialog';
import { DeleteGroupConfirm } from './delete-group-confirm';
import { EditGroupDialog } from './edit-group-dialog';
import { GroupMembersDialog } from './group-members-dialog';
import type { GroupAction } from './group-row-menu';

/** The groups section's open dialog: by group id, so it follows the list as it reloads. */
export type GroupsDialogState = { kind: 'create' } | { kind: GroupAction; groupId: string };

/** Props of GroupsDialogs. */
export interface GroupsDialogsProps {
  dialog: GroupsDialogState | null;
  groups: readonly Group[];
  roles: readonly AssignableRole[];
  /** The tenant's users; undefined while they load. */
  users: readonly TeamUser[] | undefined;
  onClose(): void;
}

/** The dialog the groups section has open; each mounts when opened, so it starts from the group as it is. */
export function GroupsDialogs({ dialog, groups, roles, users, onClose }: GroupsDialogsProps): ReactNode {
  if (!dialog) return null;
  if (dialog.kind === 'create') return <CreateGroupDialog roles={roles} users={users} onClose={onClose} />;
  // A group deleted meanwhile (elsewhere) closes its dialog.
  const group = groups.find((g) => g.id === dialog.groupId);
  if (!group) return null;
  if (dialog.kind === 'edit') return <EditGroupDialog group={group} roles={roles} onClose={onClose} />;
  if (dialog.kind === 'members') return <GroupMembersDialog group={group} users={users} onClose={onClose} />;
  return <DeleteGroupConfirm group={group} onClose={onClose} />;
}
