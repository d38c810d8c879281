import { StrictMode, type ReactNode } from 'react';
import { createTestClient, loginAnswer, paths, type FakeFetch } from '@gatehouse/client/testing';
import type { GatehouseClientOptions } from '@gatehouse/client';
import { GatehouseProvider, type GatehouseProviderProps } from '../gatehouse-provider';
import { render } from './render';

/** Options of setupProvider. */
export interface SetupOptions {
  /** Page address (path, query, hash) before mounting. */
  path?: string;
  client?: Partial<GatehouseClientOptions>;
  provider?: Omit<GatehouseProviderProps, 'client' | 'children'>;
  /** True: the first refresh answers with a session (see `session`); default: 401, signed out. */
  signedIn?: boolean;
  /** Overrides the first refresh answer (e.g. an async one that waits for the test). */
  refreshAnswer?: Parameters<FakeFetch['on']>[2];
  children?: ReactNode;
  /** Scripts more answers before mounting (screens call the server as they mount). */
  script?: (fake: FakeFetch) => void;
}

/** Mounts <GatehouseProvider> (StrictMode) over a test client reading the real happy-dom location. */
export async function setupProvider(options: SetupOptions = {}) {
  window.history.replaceState(null, '', options.path ?? '/');
  const env = createTestClient({ location: window.location, ...options.client });
  const signedOut = { status: 401, body: { errors: ['Unauthenticated'] } };
  env.fake.on('POST', paths.refresh, options.refreshAnswer ?? (options.signedIn ? loginAnswer() : signedOut));
  options.script?.(env.fake);
  const rendered = await render(
    <StrictMode>
      <GatehouseProvider client={env.client} {...options.provider}>
        {options.children ?? <p data-testid="host-page">Host page</p>}
      </GatehouseProvider>
    </StrictMode>,
  );
  return { ...env, ...rendered };
}
