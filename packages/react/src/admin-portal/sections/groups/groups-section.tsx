import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Group } from '@gatehouse/contracts';
import { DataTable, type Column } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { PortalDialog } from '../../portal-dialog';
import { CreateGroupDialog } from './create-group-dialog';
import { GroupMembersDialog } from './group-members-dialog';

type Dialog = { kind: 'create' } | { kind: 'delete' | 'members'; group: Group } | null;

/** The tenant's groups: create (then its roles), delete, add members and remove a member (spec 001 §2). */
export default function GroupsSection(): ReactNode {
  const admin = useAdminData();
  const groups = useQuery(admin.groups.queries.list());
  const roles = useQuery(admin.roles.queries.assignable());
  // The list reloads after a delete (spec 001 §4); the mutation does it.
  const remove = useMutation(admin.groups.mutations.remove());
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
      <DataTable caption="Groups" columns={columns} rows={viewOf(groups)} rowKey={(g) => g.id} emptyText="No groups yet." />
      <CreateGroupDialog open={dialog?.kind === 'create'} roles={roles.data ?? []} onClose={close} />
      <GroupMembersDialog group={dialog?.kind === 'members' ? dialog.group : null} onClose={close} />
      <PortalDialog
        open={deleting !== null}
        title="Delete group"
        submitLabel="Delete"
        danger
        onClose={close}
        onSubmit={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      >
        <p className="gh-text">Members of {deleting?.name} lose the roles the group gives them.</p>
      </PortalDialog>
    </section>
  );
}
