import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isPasskeyCancellation } from '@gatehouse/client';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { CodeDialog } from './code-dialog';
import { ConfirmWithStepUp } from './confirm-with-step-up';
import type { FactorRow } from './factor-rows';

/** Props of FactorRemoval. */
export interface FactorRemovalProps {
  row: FactorRow;
  /** The factor's name as the table shows it. */
  label: string;
  /** Called when the removal is done or abandoned (mount it only while it runs). */
  onClose(): void;
}

/**
 * Removes a second factor, always confirmed: an app with a code it shows now (ASVS 2.5.7); a phone after a
 * confirmation that texts it a code, then that code; a key or this device after a confirmation, with a signature by
 * it. Each removal is answered by a toast.
 */
export function FactorRemoval({ row, label, onClose }: FactorRemovalProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const { mutations } = useAdminData().profile;
  const removeApp = useMutation(mutations.removeAuthenticator());
  const startSms = useMutation(mutations.startRemoveSmsFactor());
  const verifySms = useMutation(mutations.verifyRemoveSmsFactor());
  const removeKey = useMutation(mutations.removeSecurityKey());
  const [texted, setTexted] = useState<{ otcToken: string; phoneNumber: string }>();
  // The confirmation closes itself right after its action: by then the texted code, not a cancel, is why.
  const codeSent = useRef(false);
  const title = t('portal.profile.factors.removeTitle', { name: label });
  const removed = () => {
    notify.success(t('portal.profile.factors.removed', { name: label }));
    onClose();
  };
  const closed = (open: boolean) => !open && onClose();

  if (row.kind === 'app')
    return (
      <CodeDialog
        open
        onOpenChange={closed}
        title={title}
        description={t('portal.profile.app.removeText')}
        label={t('portal.profile.app.codeLabel')}
        submitLabel={t('portal.common.remove')}
        danger
        onSubmit={async (code) => {
          await removeApp.mutateAsync({ deviceId: row.id, code });
          removed();
        }}
      />
    );
  if (row.kind === 'sms')
    return texted ? (
      <CodeDialog
        open
        onOpenChange={closed}
        title={title}
        description={t('portal.profile.phone.codeText', { phoneNumber: texted.phoneNumber })}
        submitLabel={t('portal.profile.sms.remove')}
        danger
        onSubmit={async (code) => {
          await verifySms.mutateAsync({ deviceId: row.id, otcToken: texted.otcToken, code });
          removed();
        }}
      />
    ) : (
      <ConfirmWithStepUp
        open
        onOpenChange={(open) => !open && !codeSent.current && onClose()}
        title={title}
        description={t('portal.profile.sms.removeText', { phoneNumber: row.name })}
        confirmLabel={t('portal.profile.phone.sendCode')}
        tone="primary"
        labels={ui.confirm}
        onConfirm={async () => {
          const answer = await startSms.mutateAsync(row.id);
          codeSent.current = true;
          setTexted(answer);
        }}
      />
    );
  return (
    <ConfirmWithStepUp
      open
      onOpenChange={closed}
      title={title}
      description={t('portal.profile.key.removeText')}
      confirmLabel={t('portal.common.remove')}
      labels={ui.confirm}
      formatError={(error) => (isPasskeyCancellation(error) ? t('portal.profile.key.cancelled') : errorMessage(error))}
      onConfirm={async () => {
        await removeKey.mutateAsync(row.id);
        notify.success(t('portal.profile.factors.removed', { name: label }));
      }}
    />
  );
}
