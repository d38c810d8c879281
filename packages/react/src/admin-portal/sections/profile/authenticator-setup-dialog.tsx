import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@gatehouse/client';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SecretBox } from '../../../ui/secret-box';
import { Spinner } from '../../../ui/spinner';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';

/** Props of AuthenticatorSetupDialog. */
export interface AuthenticatorSetupDialogProps {
  /** Called when the dialog is closed (mount it only while it is open). */
  onClose(): void;
}

/**
 * Sets up an authenticator app from the profile alone: the enrolment starts as the dialog opens; the QR code (and the
 * key for manual entry) is scanned; the app's first code finishes it; the new recovery codes are shown once. A
 * refusal for want of a recent second factor (another app, decision 0033) offers the step-up.
 */
export function AuthenticatorSetupDialog({ onClose }: AuthenticatorSetupDialogProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const { mutations } = useAdminData().profile;
  const enrol = useMutation(mutations.enrollAuthenticator());
  const verify = useMutation(mutations.verifyAuthenticator());
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const started = useRef(false);
  const { isSubmitting } = form.formState;

  const start = () => {
    setError(undefined);
    enrol.mutate(undefined, { onError: (failure) => setError(errorMessage(failure)) });
  };
  useEffect(() => {
    // Once per opening: StrictMode's second effect run must not start a second enrolment.
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the dialog mounts
  }, []);

  const submit = form.handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      const answer = await verify.mutateAsync(code);
      setCodes(answer.recoveryCodes);
      notify.success(t('portal.profile.app.added'));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });
  const enrolment = enrol.data;
  const footer = codes ? (
    <Button variant="primary" onClick={onClose}>
      {t('portal.profile.recovery.saved')}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
        {t('portal.common.cancel')}
      </Button>
      {enrolment ? (
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('portal.profile.app.verify')}
        </Button>
      ) : (
        enrol.isError && (
          <Button variant="primary" onClick={start}>
            {t('portal.common.tryAgain')}
          </Button>
        )
      )}
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={codes ? t('portal.profile.recovery.title') : t('portal.profile.app.title')}
      labels={ui.dialog}
      dismissible={!isSubmitting}
      onSubmit={(event) => {
        // A dialog opened from inside another form must submit only its own.
        event.stopPropagation();
        void submit(event);
      }}
      footer={footer}
    >
      <FormError message={error} />
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : enrolment ? (
        <div className="gh-profile-setup">
          <p className="gh-profile-text">{t('portal.profile.app.scan')}</p>
          <img
            className="gh-profile-qr"
            src={enrolment.qrCode}
            alt={t('portal.profile.app.qrAlt')}
            data-otpauth-uri={enrolment.otpauthUri}
            width={200}
            height={200}
          />
          <p className="gh-profile-text">{t('portal.profile.app.manual')}</p>
          <SecretBox value={enrolment.secret} label={t('portal.profile.app.secretLabel')} labels={ui.secret} />
          <CodeField form={form} label={t('portal.profile.app.codeLabel')} />
        </div>
      ) : (
        enrol.isPending && <Spinner label={t('portal.profile.app.preparing')} />
      )}
    </Dialog>
  );
}
