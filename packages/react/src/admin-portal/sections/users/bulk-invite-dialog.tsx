import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import { BULK_INVITE_MAX } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { useAdminData } from '../../data/use-admin-data';
import { DialogActions } from '../../kit/dialog-actions';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { BulkInviteResults, type BulkInviteItem } from './bulk-invite-results';
import { isInvalidEmailMessage, splitFieldErrors, type FieldIssue } from './field-errors';
import { FormAlert } from './form-alert';
import { RolesField } from './roles-field';
import { TemporaryField, temporarySeconds } from './temporary-field';

/** Props of BulkInviteDialog (rendered while open). */
export interface BulkInviteDialogProps {
  roles: readonly AssignableRole[];
  /** Whether the vendor allows temporary users (the dialog then offers an expiry). */
  temporaryUsers?: boolean;
  onClose(): void;
}

interface BulkValues {
  emails: string;
  roleIds: string[];
  temporaryDays: string;
}

/** Addresses typed one per line or separated by commas, semicolons or spaces; duplicates dropped. */
export const parseEmails = (raw: string): string[] => [
  ...new Set(
    raw
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean),
  ),
];

/**
 * Invite many addresses with the same roles at once (spec 001 §3 "bulk add"), at most BULK_INVITE_MAX; then shows
 * what happened to each address. An address the server refuses is named next to the field, in a sentence.
 */
export function BulkInviteDialog({ roles, temporaryUsers = false, onClose }: BulkInviteDialogProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const bulkInvite = useMutation(useAdminData().users.mutations.bulkInvite());
  const [formError, setFormError] = useState<string>();
  const [results, setResults] = useState<BulkInviteItem[] | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<BulkValues>({
    defaultValues: { emails: '', roleIds: [], temporaryDays: '' },
  });
  const { errors, isSubmitting } = formState;
  const count = parseEmails(useWatch({ control, name: 'emails' })).length;
  // "emails.2: Please enter a valid email address" becomes "“bad@” is not a valid email address." by the field.
  const sentence = (issue: FieldIssue, sent: string[]) => {
    const email = issue.index !== undefined ? sent[issue.index] : undefined;
    if (email === undefined) return issue.message;
    return isInvalidEmailMessage(issue.message)
      ? t('portal.users.error.addressInvalid', { email })
      : t('portal.users.error.addressRefused', { email, reason: issue.message });
  };
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const emails = parseEmails(values.emails);
    try {
      const { items } = await bulkInvite.mutateAsync({
        emails,
        roleIds: values.roleIds,
        expirationInSeconds: temporaryUsers ? (temporarySeconds(values.temporaryDays) ?? undefined) : undefined,
      });
      notify.success(t('portal.users.toast.bulkInvited', { count: items.filter((i) => i.status !== 'already_member').length }));
      setResults(items);
    } catch (error) {
      const { issues, form } = splitFieldErrors(error, ['emails', 'roleIds', 'expirationInSeconds']);
      const about = (field: string) => issues.filter((i) => i.field === field);
      if (about('emails').length > 0)
        setError('emails', {
          message: about('emails')
            .map((i) => sentence(i, emails))
            .join(' '),
        });
      if (about('roleIds').length > 0) setError('roleIds', { message: about('roleIds')[0]!.message });
      if (about('expirationInSeconds').length > 0) setError('temporaryDays', { message: about('expirationInSeconds')[0]!.message });
      setFormError(form);
    }
  });
  const validateEmails = (raw: string) => {
    const n = parseEmails(raw).length;
    if (n === 0) return t('portal.users.error.emailsRequired');
    return n <= BULK_INVITE_MAX || t('portal.users.error.emailsMax', { max: BULK_INVITE_MAX });
  };
  const title = t('portal.users.bulkDialog.title');
  const dialog = { open: true, onOpenChange: (open: boolean) => !open && onClose(), title, labels: ui.dialog } as const;
  if (results)
    return (
      <Dialog
        {...dialog}
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('portal.common.done')}
          </Button>
        }
      >
        <BulkInviteResults items={results} />
      </Dialog>
    );
  return (
    // A Dialog like the results' above (not a FormDialog): React then keeps one dialog open as the results replace the form.
    <Dialog
      {...dialog}
      description={t('portal.users.bulkDialog.description')}
      dismissible={!isSubmitting}
      onSubmit={(event) => void submit(event)}
      footer={
        <DialogActions
          cancelLabel={t('portal.common.cancel')}
          submitLabel={t('portal.users.bulkDialog.submit')}
          busy={isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <FormAlert message={formError} />
      <FormField
        label={t('portal.users.bulkDialog.emails')}
        description={t('portal.users.bulkDialog.emailsHint', { max: BULK_INVITE_MAX })}
        error={errors.emails?.message}
        required
      >
        <Textarea rows={6} {...register('emails', { validate: validateEmails })} />
      </FormField>
      <p className="gh-users-count gh-section-note" aria-live="polite">
        {t('portal.users.bulkDialog.count', { count })}
      </p>
      <RolesField control={control} roles={roles} disabled={isSubmitting} />
      {temporaryUsers && <TemporaryField register={register} error={errors.temporaryDays?.message} />}
    </Dialog>
  );
}
