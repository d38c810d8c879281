import type { ReactNode } from 'react';
import type { PasskeyLoginActions } from '@gatehouse/client';
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
  return (
    <LoginBoxLayout
      title="Sign in faster with a passkey"
      subtitle="Use your fingerprint, face or screen lock instead of a password next time."
    >
      <FormError message={error} />
      <div className="gh-form">
        <button
          type="button"
          className="gh-button gh-button-primary"
          disabled={loading}
          aria-busy={loading}
          onClick={() => void flow.registerPasskeyNow()}
        >
          Create a passkey
        </button>
        <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => flow.skipPasskeys()}>
          Not now
        </button>
        <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => flow.skipPasskeys(true)}>
          Don&apos;t show again
        </button>
      </div>
    </LoginBoxLayout>
  );
}
