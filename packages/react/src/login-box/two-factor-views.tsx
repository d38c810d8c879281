import type { ReactNode } from 'react';
import { CodeForm, type TwoFactorViewsProps } from './two-factor-code-form';
import { FormError } from './form-error';
import { SecurityKeyView } from './two-factor-security-key-view';
import { SmsSetPhoneNumberView, SmsVerifyCodeView } from './two-factor-sms-views';

export type { TwoFactorViewsProps } from './two-factor-code-form';

// Strongest first, as the server lists them (SECURITY.md §0: SMS and email after the rest).
const strategyLabels: Record<string, string> = {
  AuthenticatorApp: 'Authenticator app',
  EmailCode: 'Email code',
  SMS: 'Text message (SMS)',
  WebAuthnPlatform: 'This device',
  WebAuthnCrossPlatform: 'Security key',
};

/**
 * The MFA views shared by the login box and the step-up screen (spec 000 §2.3 MFA steps): choose a
 * device or a strategy, an authenticator, email or SMS code, a security key, login-time enrolment,
 * the recovery codes.
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
              <button
                key={device.kind === 'email' ? device.email : device.id}
                type="button"
                className="gh-button gh-button-secondary gh-choice"
                disabled={loading}
                onClick={() => void actions.chooseDevice(index)}
              >
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
              <button
                key={strategy}
                type="button"
                className="gh-button gh-button-secondary gh-choice"
                disabled={loading}
                onClick={() => void actions.chooseStrategy(strategy)}
              >
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
              <img
                className="gh-qr"
                src={twoFactor.enrolment.qrCode}
                alt="QR code for your authenticator app"
                data-otpauth-uri={twoFactor.enrolment.otpauthUri}
                width={220}
                height={220}
              />
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
          <p className="gh-text">
            Save these recovery codes somewhere safe. Each works once if you lose your device; they are not shown again.
          </p>
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
    case 'smsSetPhoneNumber':
      return <SmsSetPhoneNumberView {...props} back={backLink} />;
    case 'smsVerifyCode':
      return <SmsVerifyCodeView {...props} back={backLink} />;
    case 'webauthnVerify':
    case 'webauthnEnrol':
      return <SecurityKeyView {...props} back={backLink} />;
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
