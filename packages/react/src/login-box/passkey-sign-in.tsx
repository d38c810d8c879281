import { useEffect, type ReactNode } from 'react';
import { cancelPasskeyRequest, passkeyAutofillSupported, passkeysSupported, type PasskeyLoginActions } from '@gatehouse/client';
import { usePublicConfig } from '../hooks/use-public-config';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';

/** Props of PasskeySignIn. */
export interface PasskeySignInProps {
  flow: PasskeyLoginActions;
  loading: boolean;
  /** Whether the email field (autocomplete "username webauthn") is on screen for passkey autofill. */
  autofill: boolean;
  /** Whether to show the button (the email step; once the user chose the password, only autofill stays). */
  button: boolean;
}

/**
 * "Sign in with a passkey" under the login form (wire-compat §2.12). Where the browser supports it,
 * a conditional request also offers the user's passkeys in the email field's suggestions; it is
 * cancelled when the field goes away, and a click on the button replaces it.
 */
export function PasskeySignIn({ flow, loading, autofill, button }: PasskeySignInProps): ReactNode {
  // Offered only while the vendor's Passkeys strategy is active (decision 0013).
  const { passkeysEnabled } = usePublicConfig();
  const { t } = useMessages(loginMessages);
  useEffect(() => {
    if (!autofill || !passkeysEnabled) return;
    let live = true;
    void passkeyAutofillSupported().then((supported) => {
      if (live && supported) void flow.loginWithPasskey({ autofill: true });
    });
    return () => {
      live = false;
      cancelPasskeyRequest();
    };
  }, [flow, autofill, passkeysEnabled]);

  if (!button || !passkeysEnabled || !passkeysSupported()) return null;
  return (
    <button
      type="button"
      className="gh-button gh-button-secondary gh-passkey-button"
      disabled={loading}
      onClick={() => void flow.loginWithPasskey()}
    >
      {t('login.signIn.withPasskey')}
    </button>
  );
}
