import type { ReactNode } from 'react';
import { LoginBoxLayout } from './login-box-layout';

/** Step success of the login wizard: signed in, the redirect is on its way (spec 000 §4.1 step 7). */
export function SignedInScreen(): ReactNode {
  return (
    <LoginBoxLayout title="Sign in">
      <p className="gh-status" role="status">
        Signed in. Redirecting…
      </p>
    </LoginBoxLayout>
  );
}
