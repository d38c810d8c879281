import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { CodeDialog } from './code-dialog';
import { PhoneNumberDialog } from './phone-number-dialog';
import { RecoveryCodesDialog } from './recovery-codes';

/** Props of SmsFactorSetup. */
export interface SmsFactorSetupProps {
  /** Called when the set-up is done or abandoned (mount it only while it runs). */
  onClose(): void;
}

type Step = { kind: 'number' } | { kind: 'code'; otcToken: string; phoneNumber: string } | { kind: 'codes'; codes: string[] };

/**
 * Adds a phone as a second factor: the number (with the risk of text messages said), the code texted to it, then the
 * new recovery codes, shown once.
 */
export function SmsFactorSetup({ onClose }: SmsFactorSetupProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const notify = useNotify();
  const { mutations } = useAdminData().profile;
  const enrol = useMutation(mutations.enrollSmsFactor());
  const verify = useMutation(mutations.verifySmsFactor());
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const closed = (open: boolean) => !open && onClose();

  if (step.kind === 'codes') return <RecoveryCodesDialog codes={step.codes} onClose={onClose} />;
  if (step.kind === 'code')
    return (
      <CodeDialog
        open
        onOpenChange={closed}
        title={t('portal.profile.phone.verifyTitle', { phoneNumber: step.phoneNumber })}
        description={t('portal.profile.phone.codeText', { phoneNumber: step.phoneNumber })}
        submitLabel={t('portal.profile.sms.add')}
        onSubmit={async (code) => {
          const { recoveryCodes } = await verify.mutateAsync({ otcToken: step.otcToken, code });
          notify.success(t('portal.profile.sms.added'));
          setStep({ kind: 'codes', codes: recoveryCodes });
        }}
      />
    );
  return (
    <PhoneNumberDialog
      open
      onOpenChange={closed}
      title={t('portal.profile.sms.title')}
      label={t('portal.profile.sms.numberLabel')}
      hint={t('portal.profile.sms.risk')}
      onSubmit={async (phoneNumber) => {
        const { otcToken } = await enrol.mutateAsync(phoneNumber);
        setStep({ kind: 'code', otcToken, phoneNumber });
      }}
    />
  );
}
