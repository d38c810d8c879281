import type { ErrorCode } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import type { SessionState } from '../session/session-state';
import { errorMessage, isApiError } from '../transport/api-error';
import { createFlowKit, type Flow } from './create-flow-kit';

/** Shown when an invitation link is missing, tampered with, expired or used (same words as the server's). */
export const INVALID_INVITATION_MESSAGE = "We couldn't verify your invitation";

/** The server's answer for a token that is unknown, expired, used or not this user's (spec 000 §8). */
const INVALID_TOKEN: ErrorCode = 'invitation.invalid_token';
/** A token the request schema refuses (empty, or longer than any token the server issues) is a broken link too. */
const MALFORMED: ErrorCode = 'request.invalid';

/**
 * Steps of the accept-invitation wizard (spec 000 §2.3 validate, invalid, pending, success, failed): `validating`
 * until start() has read the link, `pending` while the acceptance call runs, then `success`, `invalid` (the link can
 * never work) or `failed` (anything else, worth a retry).
 */
export type AcceptInvitationStep = 'validating' | 'pending' | 'invalid' | 'success' | 'failed';

/** State of the accept-invitation flow. */
export interface AcceptInvitationFlowState {
  step: AcceptInvitationStep;
  /** Why the step is `invalid` or `failed`, in words a person reads. */
  error?: string;
}

/** The accept-invitation wizard: state plus actions. */
export interface AcceptInvitationFlow extends Flow<AcceptInvitationFlowState> {
  /** Reads userId and token from the page address and accepts the invitation (runs once). */
  start(): Promise<void>;
  /** Tries the acceptance again after a failure that was not the link's fault. */
  retry(): Promise<void>;
  /** After success: into the app when signed in, else to the login route (the new tenant is there after sign-in). */
  continue(): void;
}

/** Creates the accept-invitation flow of spec 000 §4.3 over a client: an existing account joins another tenant. */
export function createAcceptInvitationFlow(client: GatehouseClient): AcceptInvitationFlow {
  const { store, later, dispose: disposeKit } = createFlowKit<AcceptInvitationFlowState>({ step: 'validating' }, client.clock);
  const userId = client.getQueryParam('userId');
  const token = client.getQueryParam('token');
  let started = false;
  let stopWaiting: (() => void) | undefined;

  // The session loaded before the acceptance lists the old tenants: a signed-in user reloads them, so the tenant
  // switcher offers the new one at once. A session still loading may have asked before the acceptance, so it is
  // reloaded once it settles (on the next tick: until then its refresh is still the one in flight).
  const reloadTenants = () => {
    const current = client.session.getState();
    if (current.status === 'authenticated') void client.refresh();
    if (current.status !== 'loading') return;
    stopWaiting = client.session.subscribe((session: SessionState) => {
      if (session.status === 'loading') return;
      stopWaiting?.();
      stopWaiting = undefined;
      if (session.status === 'authenticated') later(() => void client.refresh(), 0);
    });
  };

  const accept = async () => {
    if (!userId || !token) return;
    store.setState({ step: 'pending', error: undefined });
    try {
      await client.api.acceptInvitation({ body: { userId, token } });
      store.setState({ step: 'success' });
      reloadTenants();
    } catch (error) {
      const broken = isApiError(error) && (error.errorCode === INVALID_TOKEN || error.errorCode === MALFORMED);
      if (broken) store.setState({ step: 'invalid', error: INVALID_INVITATION_MESSAGE });
      else store.setState({ step: 'failed', error: errorMessage(error) });
    }
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose() {
      stopWaiting?.();
      stopWaiting = undefined;
      disposeKit();
    },
    async start() {
      if (started) return;
      started = true;
      // Spec 000 §4.3: a link without its token or userId is the invalid step, with nothing sent.
      if (!userId || !token) {
        store.setState({ step: 'invalid', error: INVALID_INVITATION_MESSAGE });
        return;
      }
      await accept();
    },
    async retry() {
      if (store.getState().step !== 'failed') return;
      await accept();
    },
    continue() {
      const signedIn = client.session.getState().status === 'authenticated';
      client.navigate(signedIn ? client.routes.authenticatedUrl : client.routes.loginUrl);
    },
  };
}
