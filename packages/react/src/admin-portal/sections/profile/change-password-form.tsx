import { useId, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { useAdminData } from '../../data/use-admin-data';
import { useFormStatus } from '../../use-form-status';

/**
 * Change password: the current one and the new one. The server judges the new one (its length policy and the
 * breached-password list) and says why it refuses; its message is shown as it is. Other sessions end on success.
 */
export function ChangePasswordForm(): ReactNode {
  const profile = useAdminData().profile;
  const changePassword = useMutation(profile.mutations.changePassword());
  const status = useFormStatus();
  const headingId = useId();
  const hintId = useId();
  // The policy, for the hint only: a failure to read it leaves the hint out, the server still checks.
  const policy = useQuery(profile.queries.passwordPolicy());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    void status.run(async () => {
      await changePassword.mutateAsync({
        password: String(form.get('password') ?? ''),
        newPassword: String(form.get('newPassword') ?? ''),
      });
      formElement.reset();
      return 'Password changed. Your other sessions were signed out.';
    });
  };
  return (
    <form className="gh-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 className="gh-section-title" id={headingId}>
        Change password
      </h2>
      <FormError message={status.error} />
      <TextField label="Current password" name="password" type="password" autoComplete="current-password" />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        aria-describedby={policy.data ? hintId : undefined}
      />
      {policy.data && (
        <p className="gh-text" id={hintId}>
          At least {policy.data.minLength} characters; common or leaked passwords are refused.
        </p>
      )}
      <button type="submit" className="gh-button gh-button-primary" disabled={status.busy} aria-busy={status.busy}>
        {status.busy ? 'Changing…' : 'Change password'}
      </button>
      <p role="status" className="gh-text">
        {status.note ?? ''}
      </p>
    </form>
  );
}
