import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage, isPasskeyCancellation } from '@gatehouse/client';
import type { WebAuthnDeviceType } from '@gatehouse/contracts';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { RecoveryCodes } from './recovery-codes';

/** Props of SecurityKeySetupDialog. */
export interface SecurityKeySetupDialogProps {
  /** `CrossPlatform`: a USB, NFC or Bluetooth key; `Platform`: this device's own screen lock. */
  deviceType: WebAuthnDeviceType;
  /** Called when the dialog is closed (mount it only while it is open). */
  onClose(): void;
}

/** Registers a security key or this device as a second factor (the browser asks for it), then shows the recovery codes once. */
export function SecurityKeySetupDialog({ deviceType, onClose }: SecurityKeySetupDialogProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const add = useMutation(useAdminData().profile.mutations.addSecurityKey());
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const thisDevice = deviceType === 'Platform';
  const submit = form.handleSubmit(async ({ name }) => {
    setError(undefined);
    try {
      const answer = await add.mutateAsync({ deviceType, name });
      notify.success(thisDevice ? t('portal.profile.device.added') : t('portal.profile.key.added'));
      setCodes(answer.recoveryCodes);
    } catch (failure) {
      setError(isPasskeyCancellation(failure) ? t('portal.profile.key.cancelled') : errorMessage(failure));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={codes ? t('portal.profile.recovery.title') : thisDevice ? t('portal.profile.device.title') : t('portal.profile.key.title')}
      description={codes ? undefined : thisDevice ? t('portal.profile.device.text') : t('portal.profile.key.text')}
      labels={ui.dialog}
      dismissible={!isSubmitting}
      onSubmit={(event) => {
        // A dialog opened from inside another form must submit only its own.
        event.stopPropagation();
        void submit(event);
      }}
      footer={
        codes ? (
          <Button variant="primary" onClick={onClose}>
            {t('portal.profile.recovery.saved')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              {t('portal.common.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {thisDevice ? t('portal.profile.device.register') : t('portal.profile.key.register')}
            </Button>
          </>
        )
      }
    >
      <FormError message={error} />
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : (
        <FormField label={t('portal.profile.key.nameLabel')} description={t('portal.profile.key.nameHint')} error={errors.name?.message}>
          <TextInput
            autoComplete="off"
            {...form.register('name', { maxLength: { value: 100, message: t('portal.profile.key.nameTooLong') } })}
          />
        </FormField>
      )}
    </Dialog>
  );
}
