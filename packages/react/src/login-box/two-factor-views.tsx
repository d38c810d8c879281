import type { FormEvent, ReactNode } from 'react';
import type { TwoFactorActions, TwoFactorState } from '@gatehouse/client';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of TwoFactorViews. */
export interface TwoFactorViewsProps {
  twoFactor: TwoFactorState;
  actions: TwoFactorActions;
  loading: boolean;
  error?: string;
}

const strategyLabels: Record<string, string> = { AuthenticatorApp: 'Authenticator app', EmailCode: 'Email code', SMS: 'Text message (SMS)', WebAuthnPlatform: 'This device', WebAuthnCrossPlatform: 'Security key' };
const days = (seconds: number) => Math.max(1, Math.round(seconds / 86_400));

/** The 6-digit code form, with "remember this device" when the server allows it. */
function CodeForm({ twoFactor, actions, loading, error, autoComplete = 'one-time-code' }: TwoFactorViewsProps & { autoComplete?: string }): ReactNode {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = formValues(event);
    void actions.verifyMfa(values.code ?? '', values.rememberDevice === 'on');
  };
  const remember = twoFactor.remember;
  return (
    <form className="gh-form" onSubmit={onSubmit}>
      <TextField label="Code" name="code" inputMode="numeric" autoComplete={autoComplete} pattern="[0-9 ]{6,7}" maxLength={7} required autoFocus />
      {remember?.allowed && (
        <label className="gh-checkbox">
          <input type="checkbox" name="rememberDevice" /> Remember this device for {days(remember.expirationSeconds)} days
        </label>
      )}
      <FormError message={error} />
      <SubmitButton loading={loading}>Verify</SubmitButton>
    </form>
  );
}

/**
 * The MFA views shared by the login box and the step-up screen (spec 000 §2.3 MFA steps): choose a
 * device or a strategy, an authenticator or email code, login-time enrolment, the recovery codes.
 */
export function TwoFactorViews(props: TwoFactorViewsProps): ReactNode {
  const { twoFactor, actions, loading, error } = props;
  const back = twoFactor.devices.length > 1 || twoFactor.strategies.length > 1;
  const backLink = back && (
    <button type="button" className="gh-button gh-button-secondary" onClick={actions.backToChoice}>
      Use another method
    </button>
  );
  switch (twoFactor.view) {
    case 'chooseDevice':
      return (
        <>
          <p className="gh-text">Choose how to confirm it is you.</p>
          <div className="gh-choices">
            {twoFactor.devices.map((device, index) => (
              <button key={device.kind === 'email' ? device.email : device.id} type="button" className="gh-button gh-button-secondary gh-choice" disabled={loading} onClick={() => void actions.chooseDevice(index)}>
                {device.label}
              </button>
            ))}
          </div>
          <FormError message={error} />
        </>
      );
    case 'chooseStrategy':
      return (
        <>
          <p className="gh-text">Your organisation requires two-factor authentication. Choose a method to set up.</p>
          <div className="gh-choices">
            {twoFactor.strategies.map((strategy) => (
              <button key={strategy} type="button" className="gh-button gh-button-secondary gh-choice" disabled={loading} onClick={() => void actions.chooseStrategy(strategy)}>
                {strategyLabels[strategy] ?? strategy}
              </button>
            ))}
          </div>
          <FormError message={error} />
        </>
      );
    case 'authenticatorApp':
      return (
        <>
          <p className="gh-text">Scan this QR code with your authenticator app, then enter the code it shows.</p>
          {twoFactor.enrolment && (
            <>
              <img className="gh-qr" src={twoFactor.enrolment.qrCode} alt="QR code for your authenticator app" data-otpauth-uri={twoFactor.enrolment.otpauthUri} width={220} height={220} />
              <p className="gh-text gh-muted">
                Can&apos;t scan? Enter this key: <code>{twoFactor.enrolment.secret}</code>
              </p>
            </>
          )}
          <CodeForm {...props} autoComplete="off" />
          {backLink}
        </>
      );
    case 'recoveryCode':
      return (
        <>
          <p className="gh-text">Save these recovery codes somewhere safe. Each works once if you lose your device; they are not shown again.</p>
          <ul className="gh-recovery-codes" aria-label="Recovery codes">
            {(twoFactor.recoveryCodes ?? []).map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <FormError message={error} />
          <button type="button" className="gh-button" disabled={loading} onClick={() => void actions.continueAfterRecoveryCodes()}>
            Continue
          </button>
        </>
      );
    case 'emailVerifyCode':
      return (
        <>
          <p className="gh-text">We sent a 6-digit code to {twoFactor.answer.userEmail ?? 'your email'}. It is valid for 10 minutes.</p>
          <CodeForm {...props} />
          <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => void actions.resendEmailCode()}>
            Send a new code
          </button>
          {backLink}
        </>
      );
    default:
      return (
        <>
          <p className="gh-text">Enter the 6-digit code from your authenticator app.</p>
          <CodeForm {...props} />
          {backLink}
        </>
      );
  }
}
