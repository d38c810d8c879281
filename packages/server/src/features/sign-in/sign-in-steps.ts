/**
 * The steps of a sign-in, in the order the spine runs them (decision 0041). A first factor turns a
 * request into a verified identity; the spine then checks the account, screens a password against the
 * breach list, reads the tenants the session may open in (once), asks the second-factor decision and
 * issues the session. Before all of them, `sso`: an email whose domain enforces single sign-on signs in through
 * its connection only (decision 0051). Restrictions and captcha join this list as steps of their own.
 */
export const SIGN_IN_STEPS = ['sso', 'account', 'breached-password', 'tenants', 'second-factor', 'session'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

/** How the first step proved who the user is (a passkey is phishing-resistant and multi-factor alone). */
export type SignInMethod = 'password' | 'email-code' | 'magic-link' | 'sms-code' | 'passkey' | 'second-factor' | 'social' | 'saml' | 'oidc';

/** The methods of a tenant's SSO connection: the only ones an email of an SSO-enforced domain may use. */
export const SSO_METHODS: readonly SignInMethod[] = ['saml', 'oidc'];

/** What became of a step: passed; refused the sign-in; asked for a second factor; not needed; issued the session. */
export type StepOutcome = 'passed' | 'refused' | 'challenged' | 'not-needed' | 'issued';

/** A tap on the spine (metrics count steps by method and outcome; tests read the order). */
export type SignInObserver = (step: { method: SignInMethod; step: SignInStep; outcome: StepOutcome }) => void;
