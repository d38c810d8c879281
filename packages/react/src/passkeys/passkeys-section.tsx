import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPasskeysManager } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { FormError } from '../login-box/form-error';

/** Props of PasskeysSection. */
export interface PasskeysSectionProps {
  /** Heading of the section (default "Passkeys"). */
  title?: string;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * The signed-in user's passkeys: list, add one on this device, remove (wire-compat §2.12, §3.21).
 * Render it on a page that requires a session (e.g. inside RequireAuth or a profile page).
 */
export function PasskeysSection({ title = 'Passkeys' }: PasskeysSectionProps): ReactNode {
  const { client } = useGatehouse();
  const [manager] = useState(() => createPasskeysManager(client));
  const state = useSyncExternalStore(manager.store.subscribe, manager.store.getState, manager.store.getState);
  useEffect(() => {
    void manager.load();
  }, [manager]);

  return (
    <section className="gh-passkeys" aria-label={title}>
      <h2 className="gh-section-title">{title}</h2>
      <FormError message={state.error} />
      {state.status === 'loading' && (
        <p className="gh-status" role="status">
          Loading your passkeys…
        </p>
      )}
      {state.status === 'ready' && state.devices.length === 0 && <p className="gh-text">You have no passkeys yet.</p>}
      {state.devices.length > 0 && (
        <ul className="gh-passkey-list">
          {state.devices.map((device) => (
            <li key={device.id} className="gh-passkey-item">
              <span className="gh-passkey-name">{device.name}</span>
              <span className="gh-text">
                Added {dateOf(device.createdAt)}
                {device.lastUsedAt ? ` · last used ${dateOf(device.lastUsedAt)}` : ' · never used'}
                {device.backedUp ? ' · synced' : ''}
              </span>
              <button
                type="button"
                className="gh-button gh-button-secondary"
                disabled={state.busy}
                onClick={() => void manager.remove(device.id)}
                aria-label={`Remove passkey ${device.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.supported && (
        <button
          type="button"
          className="gh-button gh-button-primary"
          disabled={state.busy}
          aria-busy={state.busy}
          onClick={() => void manager.add()}
        >
          Add a passkey
        </button>
      )}
    </section>
  );
}
