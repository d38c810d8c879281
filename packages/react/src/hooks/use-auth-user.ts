import { useEffect } from 'react';
import type { SessionUser } from '@gatehouse/client';
import { useLoginWithRedirect } from './use-login-with-redirect';
import { useSession } from './use-session';

/** The signed-in user; null while loading, and when signed out it sends the user to the login route. */
export function useAuthUser(): SessionUser | null {
  const { status, user } = useSession();
  const loginWithRedirect = useLoginWithRedirect();
  useEffect(() => {
    if (status === 'unauthenticated') loginWithRedirect();
  }, [status, loginWithRedirect]);
  return user;
}
