import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { CodeDialog } from './code-dialog';
import { PhoneNumberDialog } from './phone-number-dialog';

/** Props of SignInPhone. */
export interface SignInPhoneProps {
  /** The number on the account now (the one SMS sign-in texts). */
  phoneNumber: string | null | undefined;
  /** `viewOnly` shows the number without the Change button. */
  visibility: 'edit' | 'viewOnly';
}

/**
 * The account's sign-in phone number. Changing it proves the new number first (a code texted to it), so a session
 * alone cannot point SMS sign-in at another phone.
 */
export function SignInPhone({ phoneNumber, visibility }: SignInPhoneProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const notify = useNotify();
  const { mutations } = useAdminData().profile;
  const change = useMutation(mutations.changeSignInPhone());
  const verify = useMutation(mutations.verifySignInPhone());
  // The number just verified here, until the session's profile carries it.
  const [changed, setChanged] = useState<string | null>(null);
  const current = changed ?? phoneNumber ?? null;
  const [step, setStep] = useState<{ kind: 'number' } | { kind: 'code'; changePhoneId: string; phoneNumber: string } | null>(null);
  const codeStep = step?.kind === 'code' ? step : null;
  const close = (open: boolean) => !open && setStep(null);
  return (
    <div className="gh-profile-row">
      <div className="gh-profile-row-text">
        <span className="gh-profile-row-label">{t('portal.profile.signInPhone.label')}</span>
        <span className="gh-profile-row-value" data-testid="sign-in-phone">
          {current ?? t('portal.common.none')}
        </span>
      </div>
      {visibility === 'edit' && (
        <Button size="sm" onClick={() => setStep({ kind: 'number' })}>
          {current ? t('portal.profile.signInPhone.change') : t('portal.profile.signInPhone.add')}
        </Button>
      )}
      <PhoneNumberDialog
        open={step?.kind === 'number'}
        onOpenChange={close}
        title={t('portal.profile.signInPhone.label')}
        description={t('portal.profile.signInPhone.text')}
        label={t('portal.profile.signInPhone.newLabel')}
        onSubmit={async (next) => {
          const { changePhoneId } = await change.mutateAsync(next);
          setStep({ kind: 'code', changePhoneId, phoneNumber: next });
        }}
      />
      <CodeDialog
        open={codeStep !== null}
        onOpenChange={close}
        title={t('portal.profile.phone.verifyTitle', { phoneNumber: codeStep?.phoneNumber ?? '' })}
        description={t('portal.profile.phone.codeText', { phoneNumber: codeStep?.phoneNumber ?? '' })}
        submitLabel={t('portal.profile.phone.verify')}
        onSubmit={async (code) => {
          if (!codeStep) return;
          await verify.mutateAsync({ changePhoneId: codeStep.changePhoneId, code });
          setChanged(codeStep.phoneNumber);
          notify.success(t('portal.profile.signInPhone.changed'));
          setStep(null);
        }}
      />
    </div>
  );
}
