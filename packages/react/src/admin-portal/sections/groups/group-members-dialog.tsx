import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { Group } from '@gatehouse/contracts';
import { FormError } from '../../../login-box/form-error';
import { useAdminData } from '../../data/use-admin-data';
import { PortalDialog } from '../../portal-dialog';

/** Props of GroupMembersDialog. */
export interface GroupMembersDialogProps {
  group: Group | null;
  onClose(): void;
}

/** Users offered to add: the first 200 of the tenant by email. */
const CANDIDATES = { pageSize: 200, sortBy: 'email', order: 'ASC' } as const;

/** A group's members: remove one at once, or tick users of the tenant to add; the groups list reloads after each change. */
export function GroupMembersDialog({ group, onClose }: GroupMembersDialogProps): ReactNode {
  const admin = useAdminData();
  const [removed, setRemoved] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const candidates = useQuery({ ...admin.users.queries.list(CANDIDATES), select: (page) => page.items, enabled: group !== null });
  const removeMembers = useMutation(admin.groups.mutations.removeMembers());
  const addMembers = useMutation(admin.groups.mutations.addMembers());
  const members = (group?.users ?? []).filter((u) => !removed.includes(u.id));
  const memberIds = new Set(group?.users?.map((u) => u.id));
  const remove = async (userId: string) => {
    if (!group) return;
    setError(undefined);
    try {
      await removeMembers.mutateAsync({ groupId: group.id, ids: [userId] });
      setRemoved((r) => [...r, userId]);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const submit = async (form: FormData) => {
    const userIds = form.getAll('userIds').map(String);
    if (group && userIds.length > 0) await addMembers.mutateAsync({ groupId: group.id, ids: userIds });
  };
  const close = () => {
    setRemoved([]);
    setError(undefined);
    onClose();
  };
  return (
    <PortalDialog
      open={group !== null}
      title={`Members of ${group?.name ?? ''}`}
      submitLabel="Add selected"
      onSubmit={submit}
      onClose={close}
    >
      <FormError message={error} />
      <ul className="gh-admin-nav-list">
        {members.map((u) => (
          <li key={u.id} className="gh-admin-actions">
            <span className="gh-text">{u.email}</span>
            <button
              type="button"
              className="gh-button gh-button-secondary"
              onClick={() => void remove(u.id)}
              aria-label={`Remove ${u.email} from the group`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="gh-field gh-admin-roles">
        <legend className="gh-label">Add members</legend>
        {(candidates.data ?? [])
          .filter((u) => !memberIds.has(u.id))
          .map((u) => (
            <label key={u.id} className="gh-admin-check">
              <input type="checkbox" name="userIds" value={u.id} /> {u.email}
            </label>
          ))}
      </fieldset>
    </PortalDialog>
  );
}
