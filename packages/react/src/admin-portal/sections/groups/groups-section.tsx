import { useState, type ReactNode } from 'react';
import type { Group } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { DataTable, type Column } from '../../data-table';
import { PortalDialog } from '../../portal-dialog';
import { useRemote } from '../../use-remote';
import { CreateGroupDialog } from './create-group-dialog';
import { GroupMembersDialog } from './group-members-dialog';

type Dialog = { kind: 'create' } | { kind: 'delete' | 'members'; group: Group } | null;

/** The tenant's groups: create (then its roles), delete, add members and remove a member (spec 001 §2). */
export default function GroupsSection(): ReactNode {
  const { client } = useGatehouse();
  const groups = useRemote(() => client.api.listGroups({ query: { _groupsRelations: 'rolesAndUsers' } }).then((r) => r.groups), [client]);
  const roles = useRemote(() => client.api.listTeamRoles().then((r) => r.items), [client]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const columns: Column<Group>[] = [
    {
      key: 'name',
      header: 'Group',
      cell: (g) => (
        <span className="gh-admin-user">
          <strong>{g.name}</strong> <span className="gh-text">{g.description}</span>
        </span>
      ),
    },
    { key: 'roles', header: 'Roles', cell: (g) => g.roles?.map((r) => r.name).join(', ') || '—' },
    { key: 'members', header: 'Members', cell: (g) => g.users?.map((u) => u.email).join(', ') || '—' },
    { key: 'managedBy', header: 'Managed by', cell: (g) => (g.managedBy === 'scim2' ? 'Directory (SCIM)' : 'Gatehouse') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (g) => (
        <div className="gh-admin-actions">
          <button
            type="button"
            className="gh-button gh-button-secondary"
            onClick={() => setDialog({ kind: 'members', group: g })}
            aria-label={`Members of ${g.name}`}
          >
            Members
          </button>
          <button
            type="button"
            className="gh-button gh-button-danger"
            onClick={() => setDialog({ kind: 'delete', group: g })}
            aria-label={`Delete group ${g.name}`}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];
  const deleting = dialog?.kind === 'delete' ? dialog.group : null;
  return (
    <section className="gh-admin-section" aria-label="Groups">
      <div className="gh-admin-toolbar">
        <button type="button" className="gh-button gh-button-primary" onClick={() => setDialog({ kind: 'create' })}>
          Create group
        </button>
      </div>
      <DataTable caption="Groups" columns={columns} rows={groups} rowKey={(g) => g.id} emptyText="No groups yet." />
      <CreateGroupDialog open={dialog?.kind === 'create'} roles={roles.data ?? []} onClose={close} onDone={groups.reload} />
      <GroupMembersDialog group={dialog?.kind === 'members' ? dialog.group : null} onClose={close} onDone={groups.reload} />
      <PortalDialog
        open={deleting !== null}
        title="Delete group"
        submitLabel="Delete"
        danger
        onClose={close}
        onSubmit={async () => {
          if (deleting) await client.api.deleteGroup({ params: { groupId: deleting.id } });
          groups.reload();
        }}
      >
        <p className="gh-text">Members of {deleting?.name} lose the roles the group gives them.</p>
      </PortalDialog>
    </section>
  );
}
