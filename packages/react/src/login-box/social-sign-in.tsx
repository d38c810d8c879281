import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { socialProviders, type GatehouseClient, type SocialProvider } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';

// The buttons and their marks load in their own chunk, and only for a vendor that offers social sign-in: the first
// screen carries just this list request (bundle budget).
const SocialButtons = lazy(() => import('./social-buttons').then((m) => ({ default: m.SocialButtons })));

/** One request per client: the box returns to its first step (another email, a sign-out) without asking again. */
const lists = new WeakMap<GatehouseClient, Promise<SocialProvider[]>>();
const listOf = (client: GatehouseClient) => {
  let list = lists.get(client);
  if (!list) {
    // A list that cannot be read offers no social sign-in; the email form still works.
    list = socialProviders(client).catch(() => []);
    lists.set(client, list);
  }
  return list;
};

/** Props of SocialSignIn. */
export interface SocialSignInProps {
  loading: boolean;
}

/** "Continue with …" under the login form: one button per social provider the vendor offers (wire-compat §2.18). */
export function SocialSignIn({ loading }: SocialSignInProps): ReactNode {
  const { client } = useGatehouse();
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let live = true;
    void listOf(client).then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, [client]);

  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons providers={providers} loading={loading} />
    </Suspense>
  );
}
