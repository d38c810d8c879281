import { useId, type FormEvent, type ReactNode } from 'react';
import type { AccountSettings } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { useFormStatus } from '../../use-form-status';

const URL_FIELDS = [
  { wire: 'applicationUrl', label: 'Application URL' },
  { wire: 'loginUrl', label: 'Login URL' },
] as const;

/** Props of LoginUrlsForm. */
export interface LoginUrlsFormProps {
  settings: AccountSettings;
  /** The user holds `fe.secure.write.accountSettings`. */
  canWrite: boolean;
  onSaved(next: AccountSettings): void;
}

/**
 * The tenant's custom-login addresses (wire-compat §3.17): where its users land after signing in and its own login
 * page. The server takes only origins the deployment trusts and says so otherwise.
 */
export function LoginUrlsForm({ settings, canWrite, onSaved }: LoginUrlsFormProps): ReactNode {
  const { client } = useGatehouse();
  const status = useFormStatus();
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, string | null> = {};
    for (const f of URL_FIELDS) {
      const value = String(form.get(f.wire) ?? '').trim();
      if (value !== (settings[f.wire] ?? '')) body[f.wire] = value === '' ? null : value;
    }
    void status.run(async () => {
      if (Object.keys(body).length === 0) return 'Nothing changed.';
      onSaved(await client.api.updateAccountSettings({ body }));
      return 'Login addresses saved.';
    });
  };
  return (
    <form className="gh-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 className="gh-section-title" id={headingId}>
        Login addresses
      </h2>
      <p className="gh-text">Custom login is {settings.hasCustomLogin ? 'on' : 'off'} for this account.</p>
      <FormError message={status.error} />
      {URL_FIELDS.map((f) => (
        <TextField key={f.wire} label={f.label} name={f.wire} type="url" defaultValue={settings[f.wire] ?? ''} readOnly={!canWrite} />
      ))}
      {canWrite && (
        <button type="submit" className="gh-button gh-button-primary" disabled={status.busy} aria-busy={status.busy}>
          {status.busy ? 'Saving…' : 'Save login addresses'}
        </button>
      )}
      <p role="status" className="gh-text">
        {status.note ?? ''}
      </p>
    </form>
  );
}
