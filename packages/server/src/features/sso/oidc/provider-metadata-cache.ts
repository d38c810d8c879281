import * as client from 'openid-client';
import type { Clock } from '../../../kernel/clock';
import type { OidcProviderConfig } from './oidc-types';

/** Plain http is accepted for loopback providers only (a provider on this machine; tests, local development). */
export const isLoopback = (url: string): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** A provider's metadata (discovered or given) and the JWKS last fetched for it. */
interface Entry {
  metadata: client.ServerMetadata;
  jwks?: client.ExportedJWKSCache;
  until: number;
}

/**
 * Discovery documents cached per issuer for `ttlMs` (a sign-in does not fetch the provider's configuration each
 * time), with the provider's JWKS beside it: openid-client refetches the JWKS itself when a token names a key it
 * does not hold (rotation).
 */
export function createProviderMetadataCache(clock: Clock, ttlMs: number, timeoutSeconds: number) {
  const entries = new Map<string, Entry>();

  const discover = async (issuer: string): Promise<client.ServerMetadata> => {
    const found = await client.discovery(new URL(issuer), 'discovery', undefined, undefined, {
      execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      timeout: timeoutSeconds,
    });
    return found.serverMetadata();
  };

  const given = (endpoints: NonNullable<OidcProviderConfig['endpoints']>): client.ServerMetadata => ({
    // Without ID tokens the issuer is only a name: the authorization endpoint's origin.
    issuer: endpoints.issuer ?? new URL(endpoints.authorizationUrl).origin,
    authorization_endpoint: endpoints.authorizationUrl,
    token_endpoint: endpoints.tokenUrl,
    userinfo_endpoint: endpoints.userInfoUrl,
    jwks_uri: endpoints.jwksUri,
  });

  const keyOf = (p: OidcProviderConfig) => p.issuer ?? JSON.stringify(p.endpoints);

  return {
    async metadata(p: OidcProviderConfig): Promise<{ metadata: client.ServerMetadata; jwks?: client.ExportedJWKSCache }> {
      const key = keyOf(p);
      const hit = entries.get(key);
      if (hit && hit.until > clock.now()) return hit;
      if (!p.issuer && !p.endpoints) throw new Error(`provider ${p.id} has neither an issuer nor endpoints`);
      const metadata = p.issuer ? await discover(p.issuer) : given(p.endpoints!);
      const entry = { metadata, until: clock.now() + ttlMs };
      entries.set(key, entry);
      return entry;
    },
    /** Keeps the JWKS a sign-in fetched, for the next one. */
    rememberJwks(p: OidcProviderConfig, jwks: client.ExportedJWKSCache | undefined) {
      const entry = entries.get(keyOf(p));
      if (entry && jwks) entry.jwks = jwks;
    },
  };
}

/** The metadata cache. */
export type ProviderMetadataCache = ReturnType<typeof createProviderMetadataCache>;
