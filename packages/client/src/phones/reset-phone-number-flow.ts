import type { GatehouseClient } from '../gatehouse-client';
import { createFlowKit, withLoading, type Flow } from '../flows/create-flow-kit';
import { handOffToLogin } from './login-handoff';

/** Steps of the reset-phone-number wizard (spec 000 §2.3). */
export type ResetPhoneNumberStep = 'ResetPhoneNumber' | 'VerifyResetPhoneNumber' | 'ChangePhoneNumber';

/** State of the reset-phone-number flow. */
export interface ResetPhoneNumberFlowState {
  step: ResetPhoneNumberStep;
  email: string;
  loading: boolean;
  error?: string;
}

/** The reset-phone-number wizard: state plus actions. */
export interface ResetPhoneNumberFlow extends Flow<ResetPhoneNumberFlowState> {
  /** Step ResetPhoneNumber: emails a code to the account (the answer is the same for unknown addresses). */
  requestReset(email: string): Promise<void>;
  /** Step VerifyResetPhoneNumber: sends another code to the same email. */
  resend(): Promise<void>;
  /** Step VerifyResetPhoneNumber: the emailed code. */
  verify(code: string): Promise<void>;
  /** Step ChangePhoneNumber: sets the new number, then continues on the login route at the SMS code step. */
  change(phoneNumber: string): Promise<void>;
  /** Back to the email step. */
  restart(): void;
}

/** Shown on the login route after the change when no SMS code could be sent (SMS sign-in off). */
export const PHONE_CHANGED_NOTICE = 'Your phone number was changed. Sign in to continue.';

/** `+1 (415) 555-0100` → `+14155550100`: people type numbers with spaces and dashes, the server takes E.164. */
export const normalisePhoneNumber = (input: string): string => input.replace(/[\s\-().]/g, '');

/** `+14155550100` → `+1••••••0100`, as the server masks the numbers it shows. */
const maskPhone = (phone: string) => `${phone.slice(0, 2)}${'•'.repeat(Math.max(phone.length - 6, 0))}${phone.slice(-4)}`;

/**
 * The lost-phone flow of spec 000 §4.4: request (email), verify (the emailed code), change (the new
 * number); then the login moves to the SMS one-time-code step for that number and the user is
 * sent to the login route, where the texted code signs them in.
 */
export function createResetPhoneNumberFlow(client: GatehouseClient): ResetPhoneNumberFlow {
  const { store, dispose } = createFlowKit<ResetPhoneNumberFlowState>(
    { step: 'ResetPhoneNumber', email: '', loading: false },
    client.clock,
  );
  // The handles of this reset stay in the flow, never in its observable state or the address.
  let resetPhoneNumberToken: string | undefined;
  let changePhoneNumberToken: string | undefined;

  const busy = (work: () => Promise<void>) => withLoading(store, work);
  const send = async (email: string) => {
    resetPhoneNumberToken = (await client.api.resetPhoneNumber({ body: { email } })).resetPhoneNumberToken;
    store.setState({ step: 'VerifyResetPhoneNumber', email, loading: false });
  };

  /** Texts a sign-in code to the new number when SMS sign-in is on; the login route starts at that step. */
  const continueToLogin = async (email: string, phoneNumber: string) => {
    await client.configReady();
    const { authStrategy, quickSmsEnabled } = client.config.getState();
    let otcToken: string | undefined;
    if (authStrategy === 'SmsCode' || quickSmsEnabled) {
      try {
        // The reference store adds `username: ''` to email payloads (wire-compat §2.11).
        otcToken = (await client.api.passwordlessPrelogin({ params: { type: 'smscode' }, body: { email, username: '' } })).otcToken;
      } catch {
        // No code could be sent: the login route starts at the email step instead.
      }
    }
    if (otcToken)
      handOffToLogin(client, {
        step: 'loginWithSmsOtc',
        email,
        otcToken,
        phoneNumber: maskPhone(phoneNumber),
        notice: 'Your phone number was changed.',
      });
    else handOffToLogin(client, { step: 'preLogin', email, notice: PHONE_CHANGED_NOTICE });
    store.setState({ loading: false });
    client.navigate(client.routes.loginUrl);
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    requestReset: (email) => busy(() => send(email.trim())),
    resend: () => busy(() => send(store.getState().email)),
    verify: (code) =>
      busy(async () => {
        if (!resetPhoneNumberToken) throw new Error('Ask for a new code first');
        changePhoneNumberToken = (
          await client.api.verifyResetPhoneNumber({ body: { resetPhoneNumberToken, code: code.replace(/\s+/g, '') } })
        ).changePhoneNumberToken;
        resetPhoneNumberToken = undefined;
        store.setState({ step: 'ChangePhoneNumber', loading: false });
      }),
    change: (phoneNumber) =>
      busy(async () => {
        if (!changePhoneNumberToken) throw new Error('Verify the code from the email first');
        const number = normalisePhoneNumber(phoneNumber);
        await client.api.changePhoneNumber({ body: { changePhoneNumberToken, phoneNumber: number } });
        changePhoneNumberToken = undefined;
        await continueToLogin(store.getState().email, number);
      }),
    restart() {
      resetPhoneNumberToken = undefined;
      changePhoneNumberToken = undefined;
      store.setState({ step: 'ResetPhoneNumber', loading: false, error: undefined });
    },
  };
}
