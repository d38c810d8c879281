import { useEffect, type FormEvent, type ReactNode } from 'react';
import { createStepUpFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { FormError } from './form-error';
import { LazyRecoveryCodes } from './lazy-recovery-codes';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { TwoFactorViews } from './two-factor-views';
import { useFlow } from './use-flow';

/** The `maxAge` query parameter of the step-up route, in seconds (spec 000 §4.5). */
const maxAgeOf = (raw: string | null): number | undefined => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** The step-up route (spec 000 §4.5, stepUpUrl): a second factor now, then back to the page that asked. */
export function StepUpScreen(): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createStepUpFlow);
  // Opened directly (a reload, a link), the page's session is still loading from its cookie: the step-up asks the
  // server as the signed-in user, so it starts once the session has loaded.
  const sessionLoading = useSession().status === 'loading';
  useEffect(() => {
    if (!sessionLoading) void flow.start(maxAgeOf(client.getQueryParam('maxAge')));
  }, [client, flow, sessionLoading]);

  if (state.step === 'noMFAEnrolledStepUp') {
    return (
      <LoginBoxLayout title={t('login.common.setUpTwoFactor')} step={state.step}>
        <p className="gh-text">{t('login.stepUp.noFactor')}</p>
        <FormError message={state.error} />
        <button type="button" className="gh-button" disabled={state.loading} onClick={() => void flow.startEnrolment()}>
          {t('login.stepUp.setUpApp')}
        </button>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'enrolAuthenticator' && state.enrolment) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.finishEnrolment(formValues(event).code ?? '');
    return (
      <LoginBoxLayout title={t('login.common.setUpTwoFactor')} step={state.step}>
        <p className="gh-text">{t('login.common.scanQrCode')}</p>
        <img
          className="gh-qr"
          src={state.enrolment.qrCode}
          alt={t('login.common.qrCodeAlt')}
          data-otpauth-uri={state.enrolment.otpauthUri}
          width={220}
          height={220}
        />
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label={t('login.common.code')}
            name="code"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9 ]{6,7}"
            formatMessage={t('login.validation.code')}
            maxLength={7}
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>{t('login.common.verify')}</SubmitButton>
        </form>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'enrolRecoveryCodes') {
    return (
      <LoginBoxLayout title={t('login.stepUp.saveCodesTitle')}>
        <LazyRecoveryCodes codes={state.recoveryCodes ?? []} />
        <button type="button" className="gh-button gh-button-primary" onClick={() => void flow.continueAfterEnrolment()}>
          {t('login.common.continue')}
        </button>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'twoFactor' && state.twoFactor) {
    return (
      <LoginBoxLayout title={t('login.stepUp.title')} step={`${state.step}:${state.twoFactor.view}`}>
        <TwoFactorViews twoFactor={state.twoFactor} actions={flow} loading={state.loading} error={state.error} />
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title={t('login.stepUp.title')}>
      <div className="gh-loading" role="status">
        {state.step === 'success' ? t('login.stepUp.confirmed') : t('login.common.loading')}
      </div>
      <FormError message={state.error} />
    </LoginBoxLayout>
  );
}
