import type { LoginResponse } from '@gatehouse/contracts';
import type { LoginFlowState } from '../flows/login-flow';
import type { GatehouseClient } from '../gatehouse-client';
import { needsEnrolment } from '../mfa/two-factor-actions';

/** Where the next login screen starts, and what it shows (a flow that ends on the login route hands this over). */
export type LoginHandoff = Pick<LoginFlowState, 'step' | 'email'> &
  Partial<Pick<LoginFlowState, 'otcToken' | 'phoneNumber' | 'notice' | 'mfa'>>;

// Kept in memory per client, never in storage or the address: the otcToken is the handle of a live code.
const handoffs = new WeakMap<GatehouseClient, LoginHandoff>();

/** Leaves the next login flow a starting point (e.g. the SMS code step after a phone reset, spec 000 §4.4). */
export function handOffToLogin(client: GatehouseClient, handoff: LoginHandoff): void {
  handoffs.set(client, handoff);
}

/** The starting point left for this login flow, once: a later visit to the login route starts afresh. */
export function takeLoginHandoff(client: GatehouseClient): LoginHandoff | undefined {
  const handoff = handoffs.get(client);
  handoffs.delete(client);
  return handoff;
}

/**
 * An answer that asks for a second factor outside the login screen (an activation, or a refresh into a tenant
 * whose policy forces MFA, decision 0032): the login route continues with its MFA step.
 */
export function continueWithSecondFactor(client: GatehouseClient, answer: LoginResponse): void {
  handOffToLogin(client, {
    step: needsEnrolment(answer) ? 'forceTwoFactor' : 'loginWithTwoFactor',
    email: answer.userEmail ?? '',
    mfa: answer,
  });
  client.navigate(client.routes.loginUrl);
}
