import type { ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { FormError } from './form-error';
import { LoginBoxLayout } from './login-box-layout';

/** Props of MagicLinkSentScreen: the login flow's state and actions. */
export interface MagicLinkSentScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Step magicLinkPreLoginSuccess: the link is on its way (spec 000 §2.2). */
export function MagicLinkSentScreen({ state, flow }: MagicLinkSentScreenProps): ReactNode {
  return (
    <LoginBoxLayout title="Check your email">
      <p className="gh-status" role="status">
        If an account exists for {state.email}, we sent it a sign-in link. The link is valid for 10 minutes and works once.
      </p>
      <FormError message={state.error} />
      <div className="gh-links">
        <button
          type="button"
          className="gh-button gh-button-secondary"
          onClick={() => void flow.resendPasswordless()}
          disabled={state.loading}
        >
          Send a new link
        </button>
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          Use another email
        </button>
      </div>
    </LoginBoxLayout>
  );
}
