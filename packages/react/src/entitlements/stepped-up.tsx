import type { ReactNode } from 'react';
import { isSteppedUp, type StepUpClaims } from '@gatehouse/core';
import { useSession } from '../hooks/use-session';

/** Props of SteppedUp. */
export interface SteppedUpProps {
  children?: ReactNode;
  /** Most seconds since the multi-factor authentication (`auth_time`); any age when omitted. */
  maxAge?: number;
  /** Shown instead when the session is not stepped up (default: nothing). */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the session is stepped up (spec 000 §4.5): `acr` multi-factor, `amr` with
 * `mfa` and one of otp / sms / hwk, and `auth_time` within `maxAge`. The check reads the signed-in user's
 * claims at render time. Starting a step-up is the host's choice in the fallback.
 */
export function SteppedUp({ children, maxAge, fallback = null }: SteppedUpProps): ReactNode {
  const { user } = useSession();
  return isSteppedUp(user as StepUpClaims | null, { maxAge }) ? children : fallback;
}
