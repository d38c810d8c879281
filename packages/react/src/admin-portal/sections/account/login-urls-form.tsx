import { useId, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { settingsChanges } from '@gatehouse/client';
import type { AccountSettings } from '@gatehouse/contracts';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { useAdminData } from '../../data/use-admin-data';
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
}

/**
 * The tenant's custom-login addresses (wire-compat §3.17): where its users land after signing in and its own login
 * page. The server takes only origins the deployment trusts and says so otherwise.
 */
export function LoginUrlsForm({ settings, canWrite }: LoginUrlsFormProps): ReactNode {
  const update = useMutation(useAdminData().account.mutations.updateSettings());
  const status = useFormStatus();
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Only what changed is sent; an emptied address is cleared with null.
    const values = Object.fromEntries(URL_FIELDS.map((f) => [f.wire, String(form.get(f.wire) ?? '')]));
    const body = settingsChanges(settings, values, []);
    void status.run(async () => {
      if (Object.keys(body).length === 0) return 'Nothing changed.';
      await update.mutateAsync(body);
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
