import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createMfaDevicesManager } from '@gatehouse/client';
import { useGatehouse } from '../../../gatehouse-context';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';

/**
 * The user's SMS phones and security keys as second factors: each listed with Remove (a phone by the code texted to
 * it, a key by a signature of that key), and Add phone (the code texted to it). Keys are added at sign-in or from the
 * login box's enrolment, where the browser's ceremony has its own screen.
 */
export function PhonesAndKeys(): ReactNode {
  const { client } = useGatehouse();
  const [manager] = useState(() => createMfaDevicesManager(client));
  useEffect(() => void manager.load(), [manager]);
  const state = useSyncExternalStore(manager.store.subscribe, manager.store.getState, manager.store.getState);
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const { phones, webauthn } = state.devices;
  const pending = state.pendingSms;
  const code = (form: HTMLFormElement) => String(new FormData(form).get('code') ?? '').replace(/\s+/g, '');
  return (
    <section className="gh-admin-section" aria-labelledby={headingId}>
      <h2 className="gh-section-title" id={headingId}>
        Phones and security keys
      </h2>
      <FormError message={state.error} />
      {state.status === 'loading' && <p role="status">Loading…</p>}
      <ul className="gh-admin-list" aria-label="Second factors">
        {phones.map((p) => (
          <li key={p.id}>
            SMS to {p.phoneNumber}{' '}
            <button
              type="button"
              className="gh-button gh-button-danger"
              disabled={state.busy}
              onClick={() => void manager.removePhone(p.id)}
              aria-label={`Remove the phone ${p.phoneNumber}`}
            >
              Remove
            </button>
          </li>
        ))}
        {webauthn.map((k) => (
          <li key={k.id}>
            {k.name} ({k.deviceType === 'Platform' ? 'this device' : 'security key'}){' '}
            <button
              type="button"
              className="gh-button gh-button-danger"
              disabled={state.busy}
              onClick={() => void manager.removeSecurityKey(k.id)}
              aria-label={`Remove ${k.name}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {state.status === 'ready' && phones.length + webauthn.length === 0 && <p className="gh-text">No phone or security key is set up.</p>}
      {pending ? (
        <form
          className="gh-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void manager.confirmSms(code(e.currentTarget));
          }}
        >
          <p className="gh-text">Enter the code we texted to {pending.phoneNumber}.</p>
          <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <button type="submit" className="gh-button gh-button-primary" disabled={state.busy}>
            {pending.kind === 'remove' ? 'Remove phone' : 'Add phone'}
          </button>{' '}
          <button type="button" className="gh-button gh-button-secondary" onClick={() => manager.cancelSms()}>
            Cancel
          </button>
        </form>
      ) : adding ? (
        <form
          className="gh-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setAdding(false);
            void manager.addPhone(String(new FormData(e.currentTarget).get('phoneNumber') ?? '').trim());
          }}
        >
          <TextField label="Phone for sign-in codes" name="phoneNumber" type="tel" autoComplete="tel" placeholder="+15551234567" required />
          <button type="submit" className="gh-button gh-button-primary" disabled={state.busy}>
            Text me a code
          </button>
        </form>
      ) : (
        <button type="button" className="gh-button gh-button-secondary" onClick={() => setAdding(true)}>
          Add a phone for sign-in codes
        </button>
      )}
      {state.recoveryCodes && (
        <div role="status">
          <p className="gh-text">Save these recovery codes: each works once if you lose your second factors.</p>
          <pre>{state.recoveryCodes.join('\n')}</pre>
          <button type="button" className="gh-button gh-button-secondary" onClick={() => manager.dismissRecoveryCodes()}>
            I saved them
          </button>
        </div>
      )}
    </section>
  );
}
