import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { SteppedUp, useGatehouse, useStepUp } from '@gatehouse/react';

type Enrolment = { qrCode: string; otpauthUri: string; secret: string };

/**
 * The server lets a session add a factor only while the second factor it proved is at most ten minutes old
 * (step-up, docs/mfa.md); a minute less here leaves room for the clocks to differ.
 */
const FACTOR_CHANGE_MAX_AGE = 540;

/**
 * Account security: enrol authenticator apps (QR code, first code) and show the recovery codes once (docs/mfa.md).
 * The first app needs only the session; another one needs the first proven recently, so the button steps up first.
 */
export function MfaCard(): ReactNode {
  const { client } = useGatehouse();
  const stepUp = useStepUp();
  const [enrolled, setEnrolled] = useState<boolean | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void client.api.listMfaDevices().then(
      (d) => setEnrolled(d.authenticators.length > 0),
      () => setEnrolled(false),
    );
  }, [client]);

  const start = async () => {
    setError(null);
    try {
      setEnrolment(await client.api.enrollAuthenticator({ body: {} }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const finish = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    setError(null);
    try {
      const answer = await client.api.verifyAuthenticatorEnrollment({ body: { token: code } });
      setRecoveryCodes(answer.recoveryCodes);
      setEnrolment(null);
      setEnrolled(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="demo-card" aria-labelledby="mfa-heading">
      <h1 id="mfa-heading">Two-factor authentication</h1>
      {enrolled && !recoveryCodes && <p data-testid="mfa-status">An authenticator app protects this account.</p>}
      {enrolled && !enrolment && (
        <SteppedUp
          maxAge={FACTOR_CHANGE_MAX_AGE}
          fallback={
            <button
              type="button"
              className="demo-button"
              onClick={() => stepUp({ maxAge: FACTOR_CHANGE_MAX_AGE })}
              data-testid="mfa-step-up-to-enrol"
            >
              Confirm it is you to add another authenticator app
            </button>
          }
        >
          <button type="button" className="demo-button" onClick={() => void start()} data-testid="mfa-enrol-another">
            Add another authenticator app
          </button>
        </SteppedUp>
      )}
      {enrolled === false && !enrolment && (
        <button type="button" className="demo-button" onClick={() => void start()} data-testid="mfa-enrol">
          Set up an authenticator app
        </button>
      )}
      {enrolment && (
        <form onSubmit={(e) => void finish(e)}>
          <p>Scan this QR code with your authenticator app, then enter the code it shows.</p>
          <img
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            data-otpauth-uri={enrolment.otpauthUri}
            data-testid="mfa-qr"
            width={220}
            height={220}
          />
          <p className="demo-muted">
            Can&apos;t scan? Enter this key: <code data-testid="mfa-secret">{enrolment.secret}</code>
          </p>
          <label>
            Code <input name="code" inputMode="numeric" autoComplete="one-time-code" required data-testid="mfa-code" />
          </label>
          <button type="submit" className="demo-button">
            Verify
          </button>
        </form>
      )}
      {recoveryCodes && (
        <div data-testid="mfa-recovery-codes">
          <p>Save these recovery codes somewhere safe. Each works once; they are not shown again.</p>
          <ul>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="demo-error">
          {error}
        </p>
      )}
    </section>
  );
}
