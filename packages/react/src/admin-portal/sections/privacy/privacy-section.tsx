import type { ReactNode } from 'react';
import { useTabVisibility } from '../../use-field-visibility';
import { LoginSessions } from './login-sessions';

/** Privacy (spec 001 §2): the login sessions tab unless the host hides it. */
export default function PrivacySection(): ReactNode {
  const sessionsTab = useTabVisibility('privacy.loginSessions');
  return sessionsTab === 'hidden' ? <p className="gh-text">Nothing to show.</p> : <LoginSessions />;
}
