import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { Role } from '@gatehouse/contracts';
import { portalRolesMessages } from '../../../i18n/portal-roles-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { PermissionPicker, type PermissionCatalogue } from './permission-picker';

/** Props of RolePermissionsDialog. */
export interface RolePermissionsDialogProps {
  /** The role whose permissions show; null while closed. Give the dialog the role's id as its key. */
  role: Role | null;
  onClose(): void;
  /** False for the vendor's roles (or without the right to change roles): the permissions show, unchangeable. */
  editable: boolean;
  catalogue: PermissionCatalogue;
}

/** A role's permissions: picked by category and filter, saved as the role's exact set (the list reloads). */
export function RolePermissionsDialog({ role, onClose, editable, catalogue }: RolePermissionsDialogProps): ReactNode {
  const { t } = useMessages(portalRolesMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const setPermissions = useMutation(useAdminData().roles.mutations.setPermissions());
  // The section mounts a fresh dialog per role (its key), so this starts from the role as listed.
  const [chosen, setChosen] = useState<string[]>(role?.permissions ?? []);
  const [failure, setFailure] = useState<string>();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!role || setPermissions.isPending) return;
    setFailure(undefined);
    try {
      await setPermissions.mutateAsync({ roleId: role.id, permissionIds: chosen });
      notify.success(t('portal.roles.permissions.saved', { name: role.name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const busy = setPermissions.isPending;
  return (
    <Dialog
      open={role !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.roles.permissions.title', { name: role?.name ?? '' })}
      description={editable ? undefined : t('portal.roles.permissions.readOnly')}
      labels={ui.dialog}
      size="lg"
      dismissible={!busy}
      onSubmit={(event) => void save(event)}
      footer={
        editable ? (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('portal.common.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {t('portal.roles.permissions.submit')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('portal.common.close')}</Button>
        )
      }
    >
      <FormError message={failure} />
      <PermissionPicker catalogue={catalogue} value={chosen} onChange={setChosen} readOnly={!editable} />
    </Dialog>
  );
}
