import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { Role } from '@gatehouse/contracts';
import { hasPermission } from '@gatehouse/core';
import { useSession } from '../../../hooks/use-session';
import { portalRolesMessages } from '../../../i18n/portal-roles-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminData } from '../../data/use-admin-data';
import { grantedPermissions } from '../../granted-permissions';
import { SectionPage } from '../../kit/section-page';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import type { PermissionCatalogue } from './permission-picker';
import { ROLE_MENU_ATTRIBUTE, roleColumns, type RoleAction } from './role-columns';
import { RoleDialog } from './role-dialog';
import { RolePermissionsDialog } from './role-permissions-dialog';
import './roles-section.css';

/** Focus back on a row's menu button once the dialog it opened has closed (the dialog had no trigger of its own). */
const focusRowMenu = (roleId: string) =>
  setTimeout(() => document.querySelector<HTMLElement>(`[${ROLE_MENU_ATTRIBUTE}="${CSS.escape(roleId)}"]`)?.focus(), 0);

/**
 * Roles: the vendor's (read only: their permissions can be looked at) and the account's own, which a holder of
 * `fe.secure.write.roles` creates, edits, gives permissions and deletes (after confirming); each change reloads the
 * list and is answered by a toast. The server checks every call again.
 */
export default function RolesSection(): ReactNode {
  const { t } = useMessages(portalRolesMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const admin = useAdminData();
  const { user } = useSession();
  const canWrite = hasPermission(grantedPermissions(user), 'fe.secure.write.roles');
  const roles = useQuery(admin.roles.queries.list());
  const permissions = useQuery(admin.roles.queries.permissions());
  const categories = useQuery(admin.roles.queries.categories());
  const remove = useMutation(admin.roles.mutations.remove());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const [viewing, setViewing] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const catalogue: PermissionCatalogue = {
    permissions: permissions.data ?? [],
    categories: categories.data ?? [],
    loading: permissions.isPending,
    error: permissions.isError ? errorMessage(permissions.error) : undefined,
  };
  const editable = useCallback((role: Role) => canWrite && role.tenantId !== undefined, [canWrite]);
  const act = useCallback((action: RoleAction, role: Role) => {
    if (action === 'edit') setEditing(role);
    else if (action === 'permissions') setViewing(role);
    else setDeleting(role);
  }, []);
  const columns = useMemo(() => roleColumns({ t, editable, onAction: act }), [t, editable, act]);
  const create = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      {t('portal.roles.empty.action')}
    </Button>
  );

  return (
    <SectionPage
      title={t('portal.roles.title')}
      description={t('portal.roles.description')}
      actions={
        canWrite && (
          <RoleDialog
            open={creating}
            onOpenChange={setCreating}
            trigger={<Button variant="primary">{t('portal.roles.create.open')}</Button>}
            catalogue={catalogue}
          />
        )
      }
    >
      {roles.isError && <FormError message={errorMessage(roles.error)} />}
      {!roles.isError && (
        <DataTable
          caption={t('portal.roles.title')}
          columns={columns}
          data={roles.data}
          getRowId={(role) => role.id}
          labels={ui.table}
          fetching={roles.isFetching}
          empty={<EmptyState title={t('portal.roles.empty.title')} text={t('portal.roles.empty.text')} action={canWrite && create} />}
        />
      )}
      <RoleDialog
        open={editing !== null}
        role={editing ?? undefined}
        onOpenChange={(open) => {
          if (open || !editing) return;
          focusRowMenu(editing.id);
          setEditing(null);
        }}
      />
      <RolePermissionsDialog
        key={viewing?.id ?? ''}
        role={viewing}
        editable={viewing !== null && editable(viewing)}
        catalogue={catalogue}
        onClose={() => {
          if (viewing) focusRowMenu(viewing.id);
          setViewing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('portal.roles.delete.title', { name: deleting?.name ?? '' })}
        description={t('portal.roles.delete.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('portal.roles.delete.submit')}
        labels={ui.confirm}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success(t('portal.roles.deleted', { name: deleting.name }));
        }}
      />
    </SectionPage>
  );
}
