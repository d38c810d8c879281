import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import type { SsoGroupMapping } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { FormDialog } from '../../kit/form-dialog';
import { useNotify } from '../../kit/use-notify';
import { ChoiceList } from '../users/choice-list';
import { FormAlert } from '../users/form-alert';
import { roleChoices, useRoleLabels } from './role-choices';
import { fieldErrors } from './sso-words';

/** Props of MappingDialog (rendered while open). */
export interface MappingDialogProps {
  connectionId: string;
  roles: readonly AssignableRole[];
  /** The mapping to edit; without one, the dialog maps a new group. */
  mapping?: SsoGroupMapping;
  onClose(): void;
}

/** Maps an IdP group to roles, or changes a mapping (only what changed is sent); a taken name shows under the name. */
export function MappingDialog({ connectionId, roles, mapping, onClose }: MappingDialogProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const sso = useAdminData().sso;
  const add = useMutation(sso.mutations.addGroup());
  const update = useMutation(sso.mutations.updateGroup());
  const [group, setGroup] = useState(mapping?.group ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(mapping?.roleIds ?? []);
  const [errors, setErrors] = useState<{ group?: string; roleIds?: string }>({});
  const [formError, setFormError] = useState<string>();
  const labels = useRoleLabels(t('portal.sso.tab.roles'));
  const busy = add.isPending || update.isPending;

  const submit = async () => {
    setFormError(undefined);
    if (!group.trim()) return setErrors({ group: t('portal.sso.groups.required') });
    setErrors({});
    try {
      if (mapping) {
        const renamed = group.trim() !== mapping.group;
        await update.mutateAsync({ id: connectionId, groupId: mapping.id, ...(renamed ? { group } : {}), roleIds });
        notify.success(t('portal.sso.toast.groupSaved', { group: group.trim() }));
      } else {
        await add.mutateAsync({ id: connectionId, group, roleIds });
        notify.success(t('portal.sso.toast.groupAdded', { group: group.trim() }));
      }
      onClose();
    } catch (failure) {
      const split = fieldErrors(failure, ['group', 'roleIds'] as const, { 'sso.group_exists': 'group' });
      setErrors(split.fields);
      setFormError(split.rest);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mapping ? t('portal.sso.groups.editTitle', { group: mapping.group }) : t('portal.sso.groups.add')}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={t(mapping ? 'portal.sso.groups.submitEdit' : 'portal.sso.groups.submitAdd')}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormAlert message={formError} />
      <FormField label={t('portal.sso.groups.field')} description={t('portal.sso.groups.fieldHint')} error={errors.group} required>
        <TextInput autoComplete="off" value={group} disabled={busy} onChange={(e) => setGroup(e.target.value)} />
      </FormField>
      <ChoiceList
        choices={roleChoices(roles)}
        value={roleIds}
        onChange={setRoleIds}
        labels={labels}
        error={errors.roleIds}
        disabled={busy}
      />
    </FormDialog>
  );
}
