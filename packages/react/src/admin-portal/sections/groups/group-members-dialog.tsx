import { useState, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import type { Group } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { FormError } from '../../../login-box/form-error';
import { PortalDialog } from '../../portal-dialog';
import { useRemote } from '../../use-remote';

/** Props of GroupMembersDialog. */
export interface GroupMembersDialogProps {
  group: Group | null;
  onClose(): void;
  onDone(): void;
}

/** A group's members: remove one at once, or tick users of the tenant to add. */
export function GroupMembersDialog({ group, onClose, onDone }: GroupMembersDialogProps): ReactNode {
  const { client } = useGatehouse();
  const [removed, setRemoved] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const candidates = useRemote(
    () =>
      group
        ? client.api.listUsersV3({ query: { _limit: 200, _sortBy: 'email', _order: 'ASC' } }).then((p) => p.items)
        : Promise.resolve([]),
    [client, group?.id],
  );
  const members = (group?.users ?? []).filter((u) => !removed.includes(u.id));
  const memberIds = new Set(group?.users?.map((u) => u.id));
  const remove = async (userId: string) => {
    if (!group) return;
    setError(undefined);
    try {
      await client.api.removeUsersFromGroup({ params: { groupId: group.id }, body: { userIds: [userId] } });
      setRemoved((r) => [...r, userId]);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const submit = async (form: FormData) => {
    const userIds = form.getAll('userIds').map(String);
    if (group && userIds.length > 0) await client.api.addUsersToGroup({ params: { groupId: group.id }, body: { userIds } });
    onDone();
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
