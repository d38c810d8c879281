import { useState, type FormEvent, type ReactNode } from 'react';
import type { PasswordlessLoginActions } from '@gatehouse/client';
import { usePublicConfig } from '../hooks/use-public-config';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of QuickSmsSignIn. */
export interface QuickSmsSignInProps {
  flow: Pick<PasswordlessLoginActions, 'quickSmsLogin'>;
  loading: boolean;
}

/**
 * "Sign in with a text message" under the login form: quick SMS login by phone number (spec 000
 * §7.1), offered only while the vendor's secondary SmsCode strategy is active. Listed after the
 * stronger methods, with the risk said (SECURITY.md §0).
 */
export function QuickSmsSignIn({ flow, loading }: QuickSmsSignInProps): ReactNode {
  const { quickSmsEnabled } = usePublicConfig();
  const [open, setOpen] = useState(false);
  if (!quickSmsEnabled) return null;
  if (!open) {
    return (
      <button type="button" className="gh-button gh-button-secondary gh-quick-sms-button" disabled={loading} onClick={() => setOpen(true)}>
        Sign in with a text message
      </button>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.quickSmsLogin(formValues(event).phoneNumber ?? '');
  return (
    <form className="gh-form gh-quick-sms" onSubmit={onSubmit}>
      <TextField
        label="Mobile number (with country code)"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        placeholder="+14155550100"
        pattern="\+[1-9][0-9]{6,14}"
        required
        autoFocus
      />
      <p className="gh-text">Text messages are less safe than a passkey or an authenticator app.</p>
      <SubmitButton loading={loading}>Text me a code</SubmitButton>
    </form>
  );
}
