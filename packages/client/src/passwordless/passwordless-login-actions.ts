import type { LoginResponse } from '@gatehouse/contracts';
import type { LoginStep } from '../flows/login-flow';
import type { GatehouseClient } from '../gatehouse-client';
import type { Store } from '../store';
import { withLoading } from '../flows/create-flow-kit';

/** Local-storage key of a pending quick-login registration (spec 000 §4.1 step 5, §9). */
export const REGISTER_QUICK_LOGIN_KEY = 'register-quick-login';

/** The passwordless types of the login box (wire-compat §2.11 post-login path spelling). */
export type PasswordlessType = 'Code' | 'MagicLink' | 'SmsCode';

/** What the passwordless steps keep in the login state. */
export interface PasswordlessState {
  step: LoginStep;
  email: string;
  loading: boolean;
  error?: string;
  mfa?: LoginResponse;
  /** Handle of the code sent for this flow (codes work only in the flow that asked for them). */
  otcToken?: string;
  /** The masked number a quick-login SMS went to. */
  phoneNumber?: string;
  /** Set when a quick-login registration is pending after sign-in (spec 000 §2.2 flows). */
  flow?: 'login' | 'registerQuickLogin';
}

/** The login wizard's passwordless actions (spec 000 §2.2 loginWithOtc, magicLinkPreLoginSuccess, loginWithSmsOtc, loginWithQuickSmsOtc). */
export interface PasswordlessLoginActions {
  /** Sends a new code or link to the email of the flow (the "resend" link). */
  resendPasswordless(): Promise<void>;
  /** Steps loginWithOtc, loginWithSmsOtc, loginWithQuickSmsOtc: signs in with the code received. */
  loginWithCode(code: string): Promise<void>;
  /** Quick SMS login: texts a code to a phone number (step loginWithQuickSmsOtc). */
  quickSmsLogin(phoneNumber: string): Promise<void>;
  /** The magic-link callback route: signs in with the link's token (POSTed, never put in another URL). */
  loginWithMagicLink(token: string): Promise<void>;
  /** Flow registerQuickLogin: saves the phone number for quick SMS login, then continues. */
  registerQuickLogin(phoneNumber: string): Promise<void>;
  /** Flow registerQuickLogin: continues without registering (the pending registration is dropped). */
  skipQuickLogin(): void;
}

/** The step each passwordless type waits in after the code or link was sent. */
export const PASSWORDLESS_STEPS = { Code: 'loginWithOtc', MagicLink: 'magicLinkPreLoginSuccess', SmsCode: 'loginWithSmsOtc' } as const;

/** What the actions need from the login flow. */
interface LoginFlowParts {
  store: Store<PasswordlessState>;
  /** Finishes a sign-in from a login answer (user merge, success, redirect). */
  signedIn(response: LoginResponse): Promise<void>;
  /** Leaves for the application (success, redirect). */
  proceed(): void;
}

const typeOfStep = (step: string): PasswordlessType => (step === 'loginWithOtc' ? 'Code' : 'SmsCode');

/** Builds the passwordless actions over the login flow's store. */
export function passwordlessLoginActions(client: GatehouseClient, flow: LoginFlowParts) {
  const { store } = flow;
  const invitationToken = () => client.getQueryParam('invitationToken') ?? undefined;
  const busy = (work: () => Promise<void>) => withLoading(store, work);
  /** A post-login answer: the MFA step when a second factor is due (spec 000 §4.1 step 2), else signed in. */
  const finish = async (response: LoginResponse) => {
    if (response.mfaRequired && response.mfaToken)
      store.setState({ step: 'loginWithTwoFactor', mfa: response, loading: false, otcToken: undefined });
    else await flow.signedIn(response);
  };

  /** Pre-login of a passwordless type for an email: sends the code or link and moves to its step. */
  const send = async (type: PasswordlessType, email: string) => {
    // The reference store adds `username: ''` to email payloads (wire-compat §2.11).
    const answer = await client.api.passwordlessPrelogin({
      params: { type: type.toLowerCase() as 'code' },
      body: { email, username: '', invitationToken: invitationToken() },
    });
    store.setState({ step: PASSWORDLESS_STEPS[type], otcToken: answer.otcToken, phoneNumber: answer.phoneNumber, loading: false });
  };

  const actions: PasswordlessLoginActions = {
    resendPasswordless: () =>
      busy(async () => {
        const { step, email } = store.getState();
        await send(step === 'magicLinkPreLoginSuccess' ? 'MagicLink' : typeOfStep(step), email);
      }),
    loginWithCode: (code) =>
      busy(async () => {
        const { step, otcToken } = store.getState();
        const response = await client.api.passwordlessPostlogin({
          params: { type: typeOfStep(step) },
          body: { token: code.replace(/\s+/g, ''), otcToken, invitationToken: invitationToken() },
        });
        await finish(response);
      }),
    quickSmsLogin: (phoneNumber) =>
      busy(async () => {
        const answer = await client.api.passwordlessPrelogin({ params: { type: 'smscode' }, body: { phoneNumber: phoneNumber.trim() } });
        store.setState({ step: 'loginWithQuickSmsOtc', otcToken: answer.otcToken, phoneNumber: answer.phoneNumber, loading: false });
      }),
    loginWithMagicLink: (token) =>
      busy(async () =>
        finish(
          await client.api.passwordlessPostlogin({ params: { type: 'MagicLink' }, body: { token, invitationToken: invitationToken() } }),
        ),
      ),
    registerQuickLogin: (phoneNumber) =>
      busy(async () => {
        await client.api.updateMe({ body: { phoneNumber: phoneNumber.trim() } });
        client.storage.removeItem(REGISTER_QUICK_LOGIN_KEY);
        flow.proceed();
      }),
    skipQuickLogin() {
      client.storage.removeItem(REGISTER_QUICK_LOGIN_KEY);
      flow.proceed();
    },
  };
  return { actions, send };
}

/** Whether a quick-login registration waits in this browser (spec 000 §4.1 step 5). */
export const quickLoginPending = (client: GatehouseClient): boolean => client.storage.getItem(REGISTER_QUICK_LOGIN_KEY) !== null;
