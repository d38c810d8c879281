import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BulkUserAction } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

/** Props of UserActionConfirm. */
export interface UserActionConfirmProps {
  action: BulkUserAction;
  /** The members it applies to: one row, or the table's selection. */
  users: readonly TeamUser[];
  onClose(): void;
  /** Called once the action has run (e.g. to clear the selection). */
  onDone?(): void;
}

const TITLE = {
  disable: 'portal.users.confirm.disable.title',
  enable: 'portal.users.confirm.enable.title',
  remove: 'portal.users.confirm.remove.title',
} as const;
const TEXT = {
  disable: 'portal.users.confirm.disable.text',
  enable: 'portal.users.confirm.enable.text',
  remove: 'portal.users.confirm.remove.text',
} as const;
const BUTTON = {
  disable: 'portal.users.action.disable',
  enable: 'portal.users.action.enable',
  remove: 'portal.users.action.delete',
} as const;
const DONE = {
  disable: 'portal.users.toast.disabled',
  enable: 'portal.users.toast.enabled',
  remove: 'portal.users.toast.removed',
} as const;

/**
 * Asks before disabling, enabling or deleting one member or many, then runs it and answers with a toast. With many,
 * a refusal for some does not stop the rest: the toast says how many were not changed and why; when none could
 * be changed the dialog stays open with the server's words.
 */
export function UserActionConfirm({ action, users, onClose, onDone }: UserActionConfirmProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const mutations = useAdminData().users.mutations;
  const single = useMutation(mutations[action]());
  const bulk = useMutation(mutations.bulkAction());
  const count = users.length;
  const email = users[0]?.email ?? '';
  const confirm = async () => {
    if (count === 1) {
      await single.mutateAsync(users[0]!.id);
      notify.success(t(DONE[action], { count, email }));
    } else {
      const { done, failed } = await bulk.mutateAsync({ action, userIds: users.map((u) => u.id) });
      if (done.length === 0 && failed.length > 0) throw failed[0]!.error;
      notify.success(t(DONE[action], { count: done.length, email: users.find((u) => u.id === done[0])?.email ?? '' }));
      if (failed.length > 0) notify.failure(failed[0]!.error, t('portal.users.toast.partFailed', { count: failed.length }));
    }
    onDone?.();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(TITLE[action], { count, email })}
      description={t(TEXT[action])}
      confirmLabel={t(BUTTON[action])}
      tone={action === 'enable' ? 'primary' : 'danger'}
      onConfirm={confirm}
      labels={ui.confirm}
    >
      {count > 1 && (
        <ul className="gh-users-confirm-list">
          {users.map((u) => (
            <li key={u.id}>{u.email}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}
