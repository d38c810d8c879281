import type { ReactNode } from 'react';
import type { MfaDeviceChoice } from '@gatehouse/client';
import { loginMessages } from '../i18n/login-messages';
import type { LoginFirstScreenId } from '../i18n/message-id';
import { useMessages } from '../i18n/use-messages';
import type { Messages } from '../i18n/create-messages';
import { CodeForm, type TwoFactorViewsProps } from './two-factor-code-form';
import { FormError } from './form-error';
import { LazyRecoveryCodes } from './lazy-recovery-codes';
import { SecurityKeyView } from './two-factor-security-key-view';
import { SmsSetPhoneNumberView, SmsVerifyCodeView } from './two-factor-sms-views';

export type { TwoFactorViewsProps } from './two-factor-code-form';

// Strongest first, as the server lists them (SECURITY.md §0: SMS and email after the rest).
const strategyLabels: Record<string, LoginFirstScreenId> = {
  AuthenticatorApp: 'login.twoFactor.strategy.authenticatorApp',
  EmailCode: 'login.twoFactor.strategy.emailCode',
  SMS: 'login.twoFactor.strategy.sms',
  WebAuthnPlatform: 'login.twoFactor.strategy.thisDevice',
  WebAuthnCrossPlatform: 'login.twoFactor.strategy.securityKey',
};

// The client words device labels in English; all but a security key's own name are said again here in the UI's locale.
function deviceLabel(device: MfaDeviceChoice, devices: readonly MfaDeviceChoice[], t: Messages<LoginFirstScreenId>['t']): string {
  switch (device.kind) {
    case 'webauthn':
      return device.label;
    case 'authenticator': {
      const apps = devices.filter((d) => d.kind === 'authenticator');
      return apps.length > 1
        ? t('login.twoFactor.device.authenticatorAppNumbered', { number: apps.indexOf(device) + 1 })
        : t('login.twoFactor.device.authenticatorApp');
    }
    case 'sms':
      return t('login.twoFactor.device.sms', { phone: device.phoneNumber });
    case 'email':
      return t('login.twoFactor.device.email', { email: device.email });
  }
}

/**
 * The MFA views shared by the login box and the step-up screen (spec 000 §2.3 MFA steps): choose a
 * device or a strategy, an authenticator, email or SMS code, a security key, login-time enrolment,
 * the recovery codes.
 */
export function TwoFactorViews(props: TwoFactorViewsProps): ReactNode {
  const { twoFactor, actions, loading, error } = props;
  const { t, rich } = useMessages(loginMessages);
  const back = twoFactor.devices.length > 1 || twoFactor.strategies.length > 1;
  const backLink = back && (
    <button type="button" className="gh-button gh-button-secondary" onClick={actions.backToChoice}>
      {t('login.twoFactor.useAnotherMethod')}
    </button>
  );
  switch (twoFactor.view) {
    case 'chooseDevice':
      return (
        <>
          <p className="gh-text">{t('login.twoFactor.chooseDevice')}</p>
          <div className="gh-choices">
            {twoFactor.devices.map((device, index) => (
              <button
                key={device.kind === 'email' ? device.email : device.id}
                type="button"
                className="gh-button gh-button-secondary gh-choice"
                disabled={loading}
                onClick={() => void actions.chooseDevice(index)}
              >
                {deviceLabel(device, twoFactor.devices, t)}
              </button>
            ))}
          </div>
          <FormError message={error} />
        </>
      );
    case 'chooseStrategy':
      return (
        <>
          <p className="gh-text">{t('login.twoFactor.chooseStrategy')}</p>
          <div className="gh-choices">
            {twoFactor.strategies.map((strategy) => {
              const label = Object.hasOwn(strategyLabels, strategy) ? strategyLabels[strategy] : undefined;
              return (
                <button
                  key={strategy}
                  type="button"
                  className="gh-button gh-button-secondary gh-choice"
                  disabled={loading}
                  onClick={() => void actions.chooseStrategy(strategy)}
                >
                  {label ? t(label) : strategy}
                </button>
              );
            })}
          </div>
          <FormError message={error} />
        </>
      );
    case 'authenticatorApp':
      return (
        <>
          <p className="gh-text">{t('login.common.scanQrCode')}</p>
          {twoFactor.enrolment && (
            <>
              <img
                className="gh-qr"
                src={twoFactor.enrolment.qrCode}
                alt={t('login.common.qrCodeAlt')}
                data-otpauth-uri={twoFactor.enrolment.otpauthUri}
                width={220}
                height={220}
              />
              <p className="gh-text gh-muted">{rich('login.twoFactor.cantScan', { secret: <code>{twoFactor.enrolment.secret}</code> })}</p>
            </>
          )}
          <CodeForm {...props} autoComplete="off" />
          {backLink}
        </>
      );
    case 'recoveryCode':
      return (
        <>
          <p className="gh-text">{t('login.twoFactor.saveRecoveryCodes')}</p>
          <LazyRecoveryCodes codes={twoFactor.recoveryCodes ?? []} />
          <FormError message={error} />
          <button
            type="button"
            className="gh-button gh-button-primary"
            disabled={loading}
            onClick={() => void actions.continueAfterRecoveryCodes()}
          >
            {t('login.common.continue')}
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
          <p className="gh-text">
            {twoFactor.answer.userEmail
              ? t('login.twoFactor.emailSent', { email: twoFactor.answer.userEmail })
              : t('login.twoFactor.emailSentUnknown')}
          </p>
          <CodeForm {...props} />
          <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => void actions.resendEmailCode()}>
            {t('login.common.sendNewCode')}
          </button>
          {backLink}
        </>
      );
    default:
      return (
        <>
          <p className="gh-text">{t('login.twoFactor.appCode')}</p>
          <CodeForm {...props} />
          {backLink}
        </>
      );
  }
}
