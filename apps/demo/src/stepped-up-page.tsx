import { useEffect, type ReactNode } from 'react';
import { SteppedUp, useGatehouse, useStepUp } from '@gatehouse/react';

/** The path of the page that needs a recent second factor. */
export const STEPPED_UP_PATH = '/stepped-up';

/** Shown while the session is not stepped up: sends the user through step-up, back here afterwards. */
function StepUpRedirect({ maxAge }: { maxAge: number }): ReactNode {
  const stepUp = useStepUp();
  useEffect(() => stepUp({ maxAge }), [stepUp, maxAge]);
  return <p className="demo-muted">Confirming it is you…</p>;
}

/** A page that needs a second factor proven within the last minute (docs/mfa.md, step-up). */
export function SteppedUpPage(): ReactNode {
  const { client, navigate } = useGatehouse();
  return (
    <main className="demo-page">
      <SteppedUp maxAge={60} fallback={<StepUpRedirect maxAge={60} />}>
        <section className="demo-card" aria-labelledby="stepped-up-heading" data-testid="stepped-up-content">
          <h1 id="stepped-up-heading">Sensitive settings</h1>
          <p>You confirmed a second factor in the last minute, so this page is open.</p>
          <button type="button" className="demo-button" onClick={() => navigate(client.routes.authenticatedUrl)}>
            Back home
          </button>
        </section>
      </SteppedUp>
    </main>
  );
}
