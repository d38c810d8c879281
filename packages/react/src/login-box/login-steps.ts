// The login wizard's steps after the first screen, in one chunk that loads when the visitor moves past the email
// field (lazy-login-steps.ts): the first screen's bundle carries only the email and password form.
export { BreachedPasswordScreen } from './breached-password-screen';
export { MagicLinkSentScreen } from './magic-link-sent-screen';
export { PasskeyPromptScreen } from './passkey-prompt-screen';
export { PasswordlessCodeScreen } from './passwordless-code-screen';
export { RegisterQuickLoginScreen } from './register-quick-login-screen';
export { TwoFactorScreen } from './two-factor-screen';
