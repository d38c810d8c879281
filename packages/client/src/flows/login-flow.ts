import { delays, type AuthStrategy, type LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage } from '../transport/api-error';
import { needsEnrolment, twoFactorActions, type TwoFactorActions, type TwoFactorState } from '../mfa/two-factor-actions';
import { createFlowKit, type Flow } from './create-flow-kit';
import {
  breachedPasswordActions,
  isBreachedPasswordStop,
  type BreachedPasswordActions,
} from '../breached-password/breached-password-actions';
import { passkeyLoginActions, type PasskeyLoginActions } from '../passkeys/passkey-login-actions';
import { shouldPromptPasskeys } from '../passkeys/passkey-prompt';
import {
  passwordlessLoginActions,
  quickLoginPending,
  type PasswordlessLoginActions,
  type PasswordlessState,
} from '../passwordless/passwordless-login-actions';
import { takeLoginHandoff } from '../phones/login-handoff';
import { ssoCallbackActions, type SsoCallbackActions } from '../sso/sso-callback-actions';

/** Steps of the login wizard (spec 000 §2.2). */
export type LoginStep =
  | 'preLogin'
  | 'magicLinkPreLoginSuccess'
  | 'loginWithSmsOtc'
  | 'loginWithQuickSmsOtc'
  | 'loginWithOtc'
  | 'loginWithPassword'
  | 'loginWithTwoFactor'
  | 'redirectToSSO'
  | 'loginWithSSOFailed'
  | 'success'
  | 'forceTwoFactor'
  | 'recoverTwoFactor'
  | 'promptPasskeys'
  | 'breachedPassword'
  | 'breachedPasswordSuccess';

/** State of the login flow. */
export interface LoginFlowState extends PasswordlessState {
  twoFactor?: TwoFactorState;
  step: LoginStep;
  email: string;
  loading: boolean;
  error?: string;
  /** Where the SSO pre-login sends the user (step redirectToSSO). */
  ssoAddress?: string;
  /** The login answer kept for the MFA screens (step loginWithTwoFactor). */
  mfa?: LoginResponse;
  /** An informational message for the current step (e.g. after a recovery). */
  notice?: string;
}

/** The login wizard: state plus actions. */
export interface LoginFlow
  extends
    Flow<LoginFlowState>,
    PasskeyLoginActions,
    PasswordlessLoginActions,
    SsoCallbackActions,
    TwoFactorActions,
    BreachedPasswordActions {
  /** Pre-login with the email: SSO redirect, or the step the auth strategy calls for. */
  preLogin(email: string): Promise<void>;
  /** Password login; the email defaults to the one given at pre-login. */
  login(input: { password: string; email?: string }): Promise<void>;
  /** To the recovery-code step (recoverTwoFactor) and back. */
  showRecovery(show?: boolean): void;
  /** Spends a recovery code; MFA is switched off and the user signs in again with the password (wire-compat §2.2). */
  recover(recoveryCode: string): Promise<void>;
  /** Back to the email step (e.g. "use another email"). */
  reset(): void;
}

/** Step after a pre-login without SSO, by the policy's main strategy (spec 000 §4.1.1). */
export function stepForStrategy(strategy: AuthStrategy): LoginStep {
  switch (strategy) {
    case 'Code':
      return 'loginWithOtc';
    case 'MagicLink':
      return 'magicLinkPreLoginSuccess';
    case 'SmsCode':
      return 'loginWithSmsOtc';
    default:
      return 'loginWithPassword';
  }
}

/** Creates the login flow of spec 000 §2.2 / §4.1 over a client. */
export function createLoginFlow(client: GatehouseClient): LoginFlow {
  // A flow that ended on the login route (a phone reset) may have left the step to start at.
  const handoff = takeLoginHandoff(client);
  const { store, later, dispose } = createFlowKit<LoginFlowState>(
    { step: 'preLogin', email: '', loading: false, ...handoff },
    client.clock,
  );

  /** A login answer with a session: merge the user, show success, redirect after 200 ms (§4.1.7). */
  const proceed = () => {
    store.setState({ step: 'success', loading: false });
    later(() => client.redirectAfterAuth(), delays.postLoginRedirect);
  };
  /** `byPassword`: a password sign-in may stop at the passkey prompt first (§4.1 steps 7–8). */
  const signedIn = async (response: LoginResponse, byPassword = false) => {
    const user = await client.completeLogin(response);
    if (!user) throw new Error('The login answer carried no access token');
    // §4.1 step 5: a pending quick-login registration comes before the application.
    if (quickLoginPending(client)) return store.setState({ flow: 'registerQuickLogin', loading: false, error: undefined });
    if (byPassword && (await shouldPromptPasskeys(client))) store.setState({ step: 'promptPasskeys', loading: false, error: undefined });
    else proceed();
  };

  const passwordless = passwordlessLoginActions(client, { store, signedIn, proceed });
  // Devices, forced enrolment, email codes and remembering this browser (spec 000 §4.1 steps 2–4, 6).
  const twoFactor = twoFactorActions(client, { store, signedIn, rememberable: true });
  // An MFA answer handed over (an activation, a refresh into a tenant that forces MFA) starts its screens at once.
  if (handoff?.mfa) void twoFactor.beginTwoFactor(handoff.mfa);
  /** §4.1.2: an answer without a session asks for a second factor; the MFA screens continue with it. */
  const secondFactor = (response: LoginResponse) => {
    store.setState({ step: needsEnrolment(response) ? 'forceTwoFactor' : 'loginWithTwoFactor', mfa: response, loading: false });
    return twoFactor.beginTwoFactor(response);
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    ...passkeyLoginActions(client, { store, signedIn, proceed }),
    ...passwordless.actions,
    ...twoFactor,
    ...breachedPasswordActions(client, store),
    ...ssoCallbackActions(client, { store, signedIn, secondFactor, later }),
    async preLogin(email) {
      const trimmed = email.trim();
      store.setState({ email: trimmed, loading: true, error: undefined });
      let address: string | undefined;
      try {
        // A page opened for one tenant (`?tenantId=`) looks up that tenant's connections only.
        const tenantId = client.getQueryParam('tenantId') ?? undefined;
        address = (await client.api.ssoPrelogin({ body: { email: trimmed, tenantId } })).address;
      } catch {
        // No SSO for this address (or pre-login unavailable): fall through to the local strategy (§4.1.1).
      }
      if (address) {
        store.setState({ step: 'redirectToSSO', ssoAddress: address, loading: false });
        // The identity provider is another site: always a full navigation, after the §9 SSO delay.
        later(() => client.location.assign(address), delays.ssoRedirect);
        return;
      }
      // A Continue clicked before the public configuration arrived must not fall back to the default strategy.
      await client.configReady();
      const strategy = client.config.getState().authStrategy;
      const step = stepForStrategy(strategy);
      if (step === 'loginWithPassword') return store.setState({ step, loading: false });
      // Passwordless strategies send the code or link now (wire-compat §2.11).
      try {
        await passwordless.send(strategy as 'Code' | 'MagicLink' | 'SmsCode', trimmed);
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
    async login({ password, email }) {
      const address = (email ?? store.getState().email).trim();
      store.setState({ email: address, loading: true, error: undefined });
      try {
        const invitationToken = client.getQueryParam('invitationToken') ?? undefined;
        const response = await client.api.login({ body: { email: address, password, invitationToken } });
        if (response.mfaRequired && response.mfaToken) return secondFactor(response);
        // §4.1 step 7: a breached password goes to its reset step instead of the application.
        if (isBreachedPasswordStop(client, response)) return store.setState({ step: 'breachedPassword', loading: false });
        await signedIn(response, true);
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
    showRecovery(show = true) {
      store.setState({ step: show ? 'recoverTwoFactor' : 'loginWithTwoFactor', error: undefined });
    },
    async recover(recoveryCode) {
      store.setState({ loading: true, error: undefined });
      try {
        await client.api.mfaRecover({ body: { email: store.getState().email, recoveryCode: recoveryCode.trim() } });
        // The reference client returns to the pre-login step; we keep the email and ask for the password.
        store.setState({
          step: 'loginWithPassword',
          loading: false,
          mfa: undefined,
          notice: 'Two-factor authentication was turned off. Sign in with your password, then set it up again.',
        });
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
    reset() {
      dispose();
      store.setState({
        step: 'preLogin',
        loading: false,
        error: undefined,
        ssoAddress: undefined,
        mfa: undefined,
        twoFactor: undefined,
        notice: undefined,
        otcToken: undefined,
        phoneNumber: undefined,
        flow: undefined,
      });
    },
  };
}
