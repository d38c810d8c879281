import type { ReactNode } from 'react';
import type { PasskeyLoginActions } from '@gatehouse/client';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { FormError } from './form-error';
import { LoginBoxLayout } from './login-box-layout';

/** Props of PasskeyPromptScreen. */
export interface PasskeyPromptScreenProps {
  flow: PasskeyLoginActions;
  loading: boolean;
  error?: string;
}

/** Step promptPasskeys (spec 000 §2.2, §4.1 step 8): offer a passkey after a password sign-in. */
export function PasskeyPromptScreen({ flow, loading, error }: PasskeyPromptScreenProps): ReactNode {
  const { t } = useMessages(loginMessages);
  return (
    <LoginBoxLayout title={t('login.passkeyPrompt.title')} subtitle={t('login.passkeyPrompt.subtitle')}>
      <FormError message={error} />
      <div className="gh-form">
        <button
          type="button"
          className="gh-button gh-button-primary"
          disabled={loading}
          aria-busy={loading}
          onClick={() => void flow.registerPasskeyNow()}
        >
          {t('login.passkeyPrompt.create')}
        </button>
        <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => flow.skipPasskeys()}>
          {t('login.common.notNow')}
        </button>
        <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => flow.skipPasskeys(true)}>
          {t('login.passkeyPrompt.never')}
        </button>
      </div>
    </LoginBoxLayout>
  );
}
