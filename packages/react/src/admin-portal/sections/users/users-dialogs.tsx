import type { ReactNode } from 'react';
import type { AssignableRole, BulkUserAction } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { BulkInviteDialog } from './bulk-invite-dialog';
import { EditRolesDialog } from './edit-roles-dialog';
import { InviteLinkDialog } from './invite-link-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { UserActionConfirm } from './user-action-confirm';

/** The users section's open dialog, if any. */
export type UsersDialogState =
  { kind: 'invite' | 'bulk' | 'link' } | { kind: 'roles'; user: TeamUser } | { kind: 'confirm'; action: BulkUserAction; users: TeamUser[] };

/** Props of UsersDialogs. */
export interface UsersDialogsProps {
  dialog: UsersDialogState | null;
  roles: readonly AssignableRole[];
  temporaryUsers: boolean;
  onClose(): void;
  /** After a confirmed action ran (the selection it used is spent). */
  onActionDone(): void;
}

/**
 * The dialog the section has open. Each mounts when opened and unmounts when closed, so it opens again with empty
 * fields and no old error.
 */
export function UsersDialogs({ dialog, roles, temporaryUsers, onClose, onActionDone }: UsersDialogsProps): ReactNode {
  switch (dialog?.kind) {
    case 'invite':
      return <InviteUserDialog roles={roles} temporaryUsers={temporaryUsers} onClose={onClose} />;
    case 'bulk':
      return <BulkInviteDialog roles={roles} temporaryUsers={temporaryUsers} onClose={onClose} />;
    case 'link':
      return <InviteLinkDialog roles={roles} onClose={onClose} />;
    case 'roles':
      return <EditRolesDialog user={dialog.user} roles={roles} onClose={onClose} />;
    case 'confirm':
      return <UserActionConfirm action={dialog.action} users={dialog.users} onClose={onClose} onDone={onActionDone} />;
    default:
      return null;
  }
}
