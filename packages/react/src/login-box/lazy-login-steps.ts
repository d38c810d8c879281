import { lazy } from 'react';

/** Starts loading the login wizard's later steps (login-steps.ts); idempotent. */
export const preloadLoginSteps = () => import('./login-steps');

/** The MFA steps of the login wizard, loaded on first use. */
export const LazyTwoFactorScreen = lazy(() => preloadLoginSteps().then((m) => ({ default: m.TwoFactorScreen })));
/** Step promptPasskeys, loaded on first use. */
export const LazyPasskeyPromptScreen = lazy(() => preloadLoginSteps().then((m) => ({ default: m.PasskeyPromptScreen })));
/** Flow registerQuickLogin, loaded on first use. */
export const LazyRegisterQuickLoginScreen = lazy(() => preloadLoginSteps().then((m) => ({ default: m.RegisterQuickLoginScreen })));
/** The passwordless code steps, loaded on first use. */
export const LazyPasswordlessCodeScreen = lazy(() => preloadLoginSteps().then((m) => ({ default: m.PasswordlessCodeScreen })));
/** The breached-password steps, loaded on first use. */
export const LazyBreachedPasswordScreen = lazy(() => preloadLoginSteps().then((m) => ({ default: m.BreachedPasswordScreen })));
/** Step magicLinkPreLoginSuccess, loaded on first use. */
export const LazyMagicLinkSentScreen = lazy(() => preloadLoginSteps().then((m) => ({ default: m.MagicLinkSentScreen })));
