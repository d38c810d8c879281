import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, type AssignableRole } from '@gatehouse/client';
import { INVITE_LINK_DEFAULT_MINUTES } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Skeleton } from '../../../ui/skeleton';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { splitFieldErrors } from './field-errors';
import { FormAlert } from './form-alert';
import { RolesField } from './roles-field';

/** Props of InviteLinkDialog (rendered while open). */
export interface InviteLinkDialogProps {
  roles: readonly AssignableRole[];
  onClose(): void;
}

interface LinkValues {
  days: string;
  shouldSendEmail: boolean;
  roleIds: string[];
}

/** The address a person opens to join: the host application's sign-up route with the link's token. */
export const inviteLinkUrl = (origin: string, signUpPath: string, token: string) =>
  `${origin}${signUpPath}?invitationToken=${encodeURIComponent(token)}`;

const DEFAULT_DAYS = String(INVITE_LINK_DEFAULT_MINUTES / 1440);

/** The tenant's invitation link (spec 001 §3: token, expiresInMinutes default 43,200, shouldSendEmail): show, copy, create or replace, delete. */
export function InviteLinkDialog({ roles, onClose }: InviteLinkDialogProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const { formatDate } = useFormatters();
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const { client } = useGatehouse();
  const users = useAdminData().users;
  // No link yet is an answer (null), not an error: the dialog offers to create one.
  const link = useQuery(users.queries.inviteLink());
  const createLink = useMutation(users.mutations.createInviteLink());
  const deleteLink = useMutation(users.mutations.deleteInviteLink());
  const [formError, setFormError] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<LinkValues>({
    defaultValues: { days: DEFAULT_DAYS, shouldSendEmail: true, roleIds: [] },
  });
  const { errors, isSubmitting } = formState;
  const url = link.data ? inviteLinkUrl(client.location.origin, client.routes.signUpUrl, link.data.token) : '';
  const validDays = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 3650;
  // The cached link becomes the server's answer, so the dialog shows the new link without a reload.
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await createLink.mutateAsync({
        expiresInMinutes: Number(values.days.trim()) * 1440,
        shouldSendEmail: values.shouldSendEmail,
        roleIds: values.roleIds,
      });
      notify.success(t('portal.users.toast.linkCreated'));
    } catch (error) {
      const { issues, form } = splitFieldErrors(error, ['expiresInMinutes', 'roleIds']);
      for (const issue of issues) setError(issue.field === 'roleIds' ? 'roleIds' : 'days', { message: issue.message });
      setFormError(form);
    }
  });
  const remove = async () => {
    await deleteLink.mutateAsync();
    notify.success(t('portal.users.toast.linkDeleted'));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.users.inviteLink')}
      description={t('portal.users.linkDialog.description')}
      labels={ui.dialog}
      dismissible={!isSubmitting}
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('portal.common.close')}
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={link.isPending}>
            {t(link.data ? 'portal.users.linkDialog.replace' : 'portal.users.linkDialog.create')}
          </Button>
        </>
      }
    >
      <FormAlert message={formError ?? (link.isError ? errorMessage(link.error) : undefined)} />
      {link.isPending && <Skeleton height="2.5rem" />}
      {link.isSuccess && !link.data && <p className="gh-users-note gh-section-note">{t('portal.users.linkDialog.none')}</p>}
      {link.data && (
        <div className="gh-users-link gh-section-column">
          <FormField
            label={t('portal.users.linkDialog.url')}
            description={t('portal.users.linkDialog.expires', { date: formatDate(link.data.expires) })}
          >
            <TextInput readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </FormField>
          <div className="gh-users-link-actions gh-section-buttons">
            <CopyButton value={url} labels={ui.copy} />
            <ConfirmDialog
              trigger={
                <Button variant="danger" size="sm">
                  {t('portal.users.linkDialog.delete')}
                </Button>
              }
              title={t('portal.users.linkDialog.deleteTitle')}
              description={t('portal.users.linkDialog.deleteText')}
              confirmLabel={t('portal.users.linkDialog.delete')}
              onConfirm={remove}
              labels={ui.confirm}
            />
          </div>
        </div>
      )}
      <FormField label={t('portal.users.linkDialog.days')} error={errors.days?.message}>
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          {...register('days', { validate: (v) => validDays(v) || t('portal.users.error.days') })}
        />
      </FormField>
      <Controller
        control={control}
        name="shouldSendEmail"
        render={({ field }) => (
          <Checkbox label={t('portal.users.linkDialog.sendEmail')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <RolesField control={control} roles={roles} disabled={isSubmitting} />
    </Dialog>
  );
}
