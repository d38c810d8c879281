import { useEffect, useRef, type ReactNode } from 'react';
import { createAcceptInvitationFlow, type AcceptInvitationStep } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { BoxLink } from './box-link';
import { LoginBoxLayout } from './login-box-layout';
import { useFlow } from './use-flow';

// Every English string of the screen, in one place for the message catalogue.
const text = {
  acceptingTitle: 'Accepting your invitation',
  acceptingStatus: 'Checking your invitation…',
  invalidTitle: "We couldn't verify your invitation",
  invalidDetail:
    'The link may have expired, been used already or been copied incompletely. Ask the person who invited you to send a new invitation.',
  failedTitle: "We couldn't accept your invitation",
  retry: 'Try again',
  successTitle: 'Invitation accepted',
  successSignedIn: 'You have joined the new account. It is now in your list of accounts.',
  successSignedOut: 'You have joined the new account. Sign in to start using it.',
  continueSignedIn: 'Continue',
  continueSignedOut: 'Continue to sign in',
  backToLogin: 'Back to sign in',
} as const;

/** Moves focus to the login box's heading whenever the step changes, so a screen reader reads the new state first. */
function useHeadingFocus(step: AcceptInvitationStep) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = content.current?.closest('section')?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // A heading is not focusable by default; -1 lets script focus it without adding a tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [step]);
  return content;
}

/** The accept-invitation route: an existing account joins the tenant it was invited to (spec 000 §2.3, §4.3). */
export function AcceptInvitationScreen(): ReactNode {
  const { client } = useGatehouse();
  const { status } = useSession();
  const [state, flow] = useFlow(createAcceptInvitationFlow);
  const content = useHeadingFocus(state.step);
  const backToLogin = (
    <div className="gh-links">
      <BoxLink to={client.routes.loginUrl}>{text.backToLogin}</BoxLink>
    </div>
  );

  useEffect(() => {
    void flow.start();
  }, [flow]);

  switch (state.step) {
    case 'validating':
    case 'pending':
      return (
        <LoginBoxLayout title={text.acceptingTitle}>
          <div ref={content}>
            <p className="gh-status" role="status">
              {text.acceptingStatus}
            </p>
          </div>
        </LoginBoxLayout>
      );
    case 'invalid':
      return (
        <LoginBoxLayout title={text.invalidTitle}>
          <div ref={content} className="gh-form">
            <p className="gh-error" role="alert">
              {text.invalidDetail}
            </p>
            {backToLogin}
          </div>
        </LoginBoxLayout>
      );
    case 'failed':
      return (
        <LoginBoxLayout title={text.failedTitle}>
          <div ref={content} className="gh-form">
            <p className="gh-error" role="alert">
              {state.error}
            </p>
            <button type="button" className="gh-button gh-button-primary" onClick={() => void flow.retry()}>
              {text.retry}
            </button>
            {backToLogin}
          </div>
        </LoginBoxLayout>
      );
    case 'success': {
      const signedIn = status === 'authenticated';
      return (
        <LoginBoxLayout title={text.successTitle}>
          <div ref={content} className="gh-form">
            <p className="gh-status" role="status">
              {signedIn ? text.successSignedIn : text.successSignedOut}
            </p>
            <button type="button" className="gh-button gh-button-primary" onClick={() => flow.continue()}>
              {signedIn ? text.continueSignedIn : text.continueSignedOut}
            </button>
          </div>
        </LoginBoxLayout>
      );
    }
  }
}
