import type { ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { FormError } from './form-error';
import { LoginBoxLayout } from './login-box-layout';

/** Props of MagicLinkSentScreen: the login flow's state and actions. */
export interface MagicLinkSentScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Step magicLinkPreLoginSuccess: the link is on its way (spec 000 §2.2). */
export function MagicLinkSentScreen({ state, flow }: MagicLinkSentScreenProps): ReactNode {
  const { t } = useMessages(loginMessages);
  return (
    <LoginBoxLayout title={t('login.common.checkEmail')}>
      <p className="gh-status" role="status">
        {t('login.magicLink.sent', { email: state.email })}
      </p>
      <FormError message={state.error} />
      <div className="gh-links">
        <button
          type="button"
          className="gh-button gh-button-secondary"
          onClick={() => void flow.resendPasswordless()}
          disabled={state.loading}
        >
          {t('login.magicLink.resend')}
        </button>
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          {t('login.common.useAnotherEmail')}
        </button>
      </div>
    </LoginBoxLayout>
  );
}
