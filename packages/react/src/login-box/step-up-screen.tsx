import { useEffect, type FormEvent, type ReactNode } from 'react';
import { createStepUpFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { FormError } from './form-error';
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
  const [state, flow] = useFlow(createStepUpFlow);
  useEffect(() => {
    void flow.start(maxAgeOf(client.getQueryParam('maxAge')));
  }, [client, flow]);

  if (state.step === 'noMFAEnrolledStepUp') {
    return (
      <LoginBoxLayout title="Set up two-factor authentication">
        <p className="gh-text">
          This page needs a second factor, and your account has none yet. Set up an authenticator app, then confirm with it.
        </p>
        <FormError message={state.error} />
        <button type="button" className="gh-button" disabled={state.loading} onClick={() => void flow.startEnrolment()}>
          Set up an authenticator app
        </button>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'enrolAuthenticator' && state.enrolment) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.finishEnrolment(formValues(event).code ?? '');
    return (
      <LoginBoxLayout title="Set up two-factor authentication">
        <p className="gh-text">Scan this QR code with your authenticator app, then enter the code it shows.</p>
        <img
          className="gh-qr"
          src={state.enrolment.qrCode}
          alt="QR code for your authenticator app"
          data-otpauth-uri={state.enrolment.otpauthUri}
          width={220}
          height={220}
        />
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>Verify</SubmitButton>
        </form>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'enrolRecoveryCodes') {
    return (
      <LoginBoxLayout title="Save your recovery codes">
        <ul className="gh-recovery-codes" aria-label="Recovery codes">
          {(state.recoveryCodes ?? []).map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="gh-button" onClick={() => void flow.continueAfterEnrolment()}>
          Continue
        </button>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'twoFactor' && state.twoFactor) {
    return (
      <LoginBoxLayout title="Confirm it is you">
        <TwoFactorViews twoFactor={state.twoFactor} actions={flow} loading={state.loading} error={state.error} />
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title="Confirm it is you">
      <div className="gh-loading" role="status">
        {state.step === 'success' ? 'Confirmed. Taking you back…' : 'Loading…'}
      </div>
      <FormError message={state.error} />
    </LoginBoxLayout>
  );
}
