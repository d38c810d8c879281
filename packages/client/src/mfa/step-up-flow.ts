import type { GatehouseClient } from '../gatehouse-client';
import { createFlowKit, type Flow } from '../flows/create-flow-kit';
import { errorMessage } from '../transport/api-error';
import { twoFactorActions, withSpinner, type TwoFactorActions, type TwoFactorProgress } from './two-factor-actions';

/** The message the server answers to a step-up of a user with no device (wire-compat §2.13). */
export const MFA_NOT_ENROLLED = 'MFA is not enrolled';

/** Steps of the step-up screen (spec 000 §4.5; noMFAEnrolledStepUp of §2.3). */
export type StepUpStep =
  'generating' | 'twoFactor' | 'noMFAEnrolledStepUp' | 'enrolAuthenticator' | 'enrolRecoveryCodes' | 'success' | 'failed';

/** State of the step-up flow. */
export interface StepUpFlowState extends TwoFactorProgress {
  step: StepUpStep;
  maxAge?: number;
  /** Enrolment from the step-up screen (a user without a device). */
  enrolment?: { qrCode: string; otpauthUri: string; secret: string };
  recoveryCodes?: string[];
}

/** The step-up flow: state plus actions. */
export interface StepUpFlow extends Flow<StepUpFlowState>, TwoFactorActions {
  /** Asks the server for a step-up with `maxAge` seconds (POST step-up/generate). */
  start(maxAge?: number): Promise<void>;
  /** noMFAEnrolledStepUp: starts enrolling an authenticator app for the signed-in user. */
  startEnrolment(): Promise<void>;
  /** Finishes that enrolment with a first code; the recovery codes show next. */
  finishEnrolment(code: string): Promise<void>;
  /** After the recovery codes: the step-up itself. */
  continueAfterEnrolment(): Promise<void>;
}

/**
 * Step-up (spec 000 §4.5): generate, then the MFA screens; on success the new session is taken up
 * and the user goes back to the page that asked. "Not enrolled" leads to enrolment; any other
 * error signs the user out.
 */
export function createStepUpFlow(client: GatehouseClient): StepUpFlow {
  const { store, dispose } = createFlowKit<StepUpFlowState>({ step: 'generating', loading: false }, client.clock);

  const signedIn = async (response: Parameters<GatehouseClient['completeLogin']>[0]) => {
    const user = await client.completeLogin(response);
    if (!user) throw new Error('The step-up answer carried no access token');
    store.setState({ step: 'success', loading: false });
    client.redirectAfterAuth();
  };
  const twoFactor = twoFactorActions(client, { store, signedIn, rememberable: false });
  const run = withSpinner(store);

  const start = async (maxAge?: number) => {
    store.setState({ step: 'generating', maxAge, loading: true, error: undefined });
    try {
      const answer = await client.api.stepUpGenerate({ body: maxAge === undefined ? {} : { maxAge } });
      if (answer.accessToken) return await signedIn(answer);
      store.setState({ step: 'twoFactor', loading: false });
      await twoFactor.beginTwoFactor(answer);
    } catch (error) {
      if (errorMessage(error) === MFA_NOT_ENROLLED) return store.setState({ step: 'noMFAEnrolledStepUp', loading: false });
      store.setState({ step: 'failed', loading: false, error: errorMessage(error) });
      client.navigate(client.routes.logoutUrl);
    }
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    ...twoFactor,
    start,
    startEnrolment: () =>
      run(async () => {
        store.setState({ step: 'enrolAuthenticator', enrolment: await client.api.enrollAuthenticator({ body: {} }) });
      }),
    finishEnrolment: (code) =>
      run(async () => {
        const { recoveryCodes } = await client.api.verifyAuthenticatorEnrollment({ body: { token: code.replace(/\s+/g, '') } });
        store.setState({ step: 'enrolRecoveryCodes', recoveryCodes, enrolment: undefined });
      }),
    continueAfterEnrolment: () => start(store.getState().maxAge),
  };
}
