import { useId, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { loginBoxActions, loginBoxLeaf } from '@gatehouse/client';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { useFormStatus } from '../../use-form-status';

/** The login-box leaves this form edits, by their metadata path (wire-compat §3.22: one action per leaf). */
export const LOGIN_BOX_LEAVES = [
  { name: 'title', label: 'Login box title', path: 'localizations/en/login/title' },
  {
    name: 'backgroundColor',
    label: 'Login box background colour',
    path: 'themeV2/loginBox/boxStyle/backgroundColor',
    placeholder: '#ffffff',
  },
] as const;

/** Props of LoginBoxForm. */
export interface LoginBoxFormProps {
  /** The user holds `fe.account-settings.write.custom-login-box`. */
  canWrite: boolean;
}

/**
 * The tenant's custom login box: its title and background colour, kept as admin-box metadata. Saving sends one
 * action per changed leaf (an emptied one is removed); with nothing changed the server refuses with
 * 'No changes to update' (spec 001 §5), which the form shows as it shows every server message.
 */
export function LoginBoxForm({ canWrite }: LoginBoxFormProps): ReactNode {
  const account = useAdminData().account;
  // Read when the tab opens; a save's answer replaces the cached metadata.
  const metadata = viewOf(useQuery(account.queries.loginBox()));
  const update = useMutation(account.mutations.updateLoginBox());
  const status = useFormStatus();
  const headingId = useId();
  const configuration = metadata.data?.configuration ?? {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const actions = loginBoxActions(
      configuration,
      Object.fromEntries(LOGIN_BOX_LEAVES.map((l) => [l.path, String(form.get(l.name) ?? '')])),
    );
    void status.run(async () => {
      await update.mutateAsync(actions);
      return 'Login box saved.';
    });
  };
  return (
    <form className="gh-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 className="gh-section-title" id={headingId}>
        Login box
      </h2>
      <FormError message={status.error ?? metadata.error} />
      {metadata.status === 'loading' && !metadata.data && (
        <p className="gh-status" role="status">
          Loading…
        </p>
      )}
      {metadata.data &&
        LOGIN_BOX_LEAVES.map((l) => (
          <TextField
            key={l.name}
            label={l.label}
            name={l.name}
            defaultValue={loginBoxLeaf(configuration, l.path)}
            placeholder={'placeholder' in l ? l.placeholder : undefined}
            readOnly={!canWrite}
          />
        ))}
      {metadata.data && canWrite && (
        <button type="submit" className="gh-button gh-button-primary" disabled={status.busy} aria-busy={status.busy}>
          {status.busy ? 'Saving…' : 'Save login box'}
        </button>
      )}
      <p role="status" className="gh-text">
        {status.note ?? ''}
      </p>
    </form>
  );
}
