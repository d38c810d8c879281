import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '@gatehouse/contracts';
import { TextField } from '../../../login-box/text-field';
import { DataTable, type Column } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { PortalDialog } from '../../portal-dialog';
import { PermissionChoices } from './permission-choices';

type Dialog = { kind: 'create' } | { kind: 'permissions' | 'delete'; role: Role } | null;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Roles: the vendor's (read only) and the tenant's own, which can be created, given permissions and deleted; each change reloads the list. */
export default function RolesSection(): ReactNode {
  const admin = useAdminData();
  const roles = useQuery(admin.roles.queries.list());
  const permissions = useQuery(admin.roles.queries.permissions());
  const create = useMutation(admin.roles.mutations.create());
  const setPermissions = useMutation(admin.roles.mutations.setPermissions());
  const remove = useMutation(admin.roles.mutations.remove());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const catalogue = permissions.data ?? [];
  const columns: Column<Role>[] = [
    {
      key: 'name',
      header: 'Role',
      cell: (r) => (
        <span className="gh-admin-user">
          <strong>{r.name}</strong> <code>{r.key}</code>
          {r.isDefault && <span className="gh-admin-badge">Default</span>}
        </span>
      ),
    },
    { key: 'description', header: 'Description', cell: (r) => r.description || '—' },
    { key: 'permissions', header: 'Permissions', cell: (r) => String(r.permissions.length) },
    { key: 'scope', header: 'Defined by', cell: (r) => (r.tenantId ? 'This account' : 'Vendor') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) =>
        r.tenantId ? (
          <div className="gh-admin-actions">
            <button
              type="button"
              className="gh-button gh-button-secondary"
              onClick={() => setDialog({ kind: 'permissions', role: r })}
              aria-label={`Permissions of ${r.name}`}
            >
              Permissions
            </button>
            <button
              type="button"
              className="gh-button gh-button-danger"
              onClick={() => setDialog({ kind: 'delete', role: r })}
              aria-label={`Delete role ${r.name}`}
            >
              Delete
            </button>
          </div>
        ) : null,
    },
  ];
  const target = dialog && dialog.kind !== 'create' ? dialog.role : null;
  return (
    <section className="gh-admin-section" aria-label="Roles">
      <div className="gh-admin-toolbar">
        <button type="button" className="gh-button gh-button-primary" onClick={() => setDialog({ kind: 'create' })}>
          Create role
        </button>
      </div>
      <DataTable caption="Roles" columns={columns} rows={viewOf(roles)} rowKey={(r) => r.id} emptyText="No roles." />
      <PortalDialog
        open={dialog?.kind === 'create'}
        title="Create role"
        submitLabel="Create"
        onClose={close}
        onSubmit={async (form) => {
          await create.mutateAsync({
            name: text(form, 'name'),
            key: text(form, 'key'),
            description: text(form, 'description'),
            permissionIds: form.getAll('permissionIds').map(String),
          });
        }}
      >
        <TextField label="Role name" name="name" required />
        <TextField label="Key" name="key" required />
        <TextField label="Description" name="description" />
        <PermissionChoices permissions={catalogue} />
      </PortalDialog>
      <PortalDialog
        open={dialog?.kind === 'permissions'}
        title={`Permissions of ${target?.name ?? ''}`}
        submitLabel="Save permissions"
        onClose={close}
        onSubmit={async (form) => {
          if (target) await setPermissions.mutateAsync({ roleId: target.id, permissionIds: form.getAll('permissionIds').map(String) });
        }}
      >
        <PermissionChoices permissions={catalogue} selected={target?.permissions ?? []} />
      </PortalDialog>
      <PortalDialog
        open={dialog?.kind === 'delete'}
        title="Delete role"
        submitLabel="Delete"
        danger
        onClose={close}
        onSubmit={async () => {
          if (target) await remove.mutateAsync(target.id);
        }}
      >
        <p className="gh-text">Members and groups holding {target?.name} lose it.</p>
      </PortalDialog>
    </section>
  );
}
