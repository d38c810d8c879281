// The sign-in spine's public entry (decision 0041): what first and second factors, and the composition root, use.
export { createSignInSpine } from './sign-in.spine';
export type {
  BreachScreen,
  IssuedSession,
  PendingSession,
  SessionIssuer,
  SecondFactorContext,
  SecondFactorDecision,
  SecondFactorQuestion,
  SignInResult,
  SignInSpine,
  VerifiedIdentity,
} from './sign-in.spine';
export { openingTenantsOf, type OpeningTenants, type TenantsOf } from './opening-tenants';
export { SIGN_IN_STEPS, type SignInMethod, type SignInObserver, type SignInStep, type StepOutcome } from './sign-in-steps';
